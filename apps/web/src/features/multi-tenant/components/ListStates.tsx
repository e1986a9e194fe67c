import { ExclamationCircleOutlined, InboxOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import { apiErrorMessage } from '../../../lib/api-client';
import { backOfficeText } from '../../../locales/zh-CN/multi-tenant';

/** The table's empty text: an illustration with one line. */
export function ListEmpty({ title, description }: { title: string; description?: string }) {
  return <EmptyState size="compact" icon={<InboxOutlined />} title={title} description={description} />;
}

/** A list that failed to load: the server's message and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      size="compact"
      icon={<ExclamationCircleOutlined />}
      title={backOfficeText.loadFailed}
      description={apiErrorMessage(error)}
      extra={<Button onClick={onRetry}>{backOfficeText.retry}</Button>}
    />
  );
}
