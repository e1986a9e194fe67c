import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { PageContainer } from './PageContainer';
import { SurfaceCard } from './SurfaceCard';

interface ScreenPlaceholderProps {
  icon: ReactNode;
  /** The screen's name, e.g. 成员管理. */
  title: string;
  /** One line saying what this screen will hold. */
  description: string;
  /** Shown above the empty card, e.g. tabs or filters that already work. */
  toolbar?: ReactNode;
  extra?: ReactNode;
  /** Page heading; screens whose header already names them pass false. */
  showHeading?: boolean;
}

/** A screen whose content arrives in a later issue: the real page frame with a designed empty state. */
export function ScreenPlaceholder({
  icon,
  title,
  description,
  toolbar,
  extra,
  showHeading = true,
}: ScreenPlaceholderProps) {
  return (
    <PageContainer title={showHeading ? title : undefined}>
      {toolbar}
      <SurfaceCard>
        <EmptyState icon={icon} title={`${title}即将上线`} description={description} extra={extra} />
      </SurfaceCard>
    </PageContainer>
  );
}
