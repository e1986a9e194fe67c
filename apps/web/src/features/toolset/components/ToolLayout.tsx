import { ThunderboltFilled } from '@ant-design/icons';
import { POINTS_NAME } from '@lizi/shared';
import { Alert, Button, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { ChestnutMark } from '../../../components/ChestnutMark';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { formatPoints } from '../../points';
import { TaskResultPanel } from '../../tasks';
import { submitText, type ToolSubmit } from '../hooks/use-tool-submit';
import styles from './Tool.module.css';

interface ToolLayoutProps {
  tool: ToolSubmit;
  title: string;
  description: string;
  /** The form's fields. */
  children: ReactNode;
  onSubmit: () => void;
  submitLabel?: string;
  /** Extra reason the form cannot be sent yet (an upload still running). */
  notReady?: boolean;
}

/** A toolbox tab: the form with availability, cost and 开始生成 on the left; the followed task on the right. */
export function ToolLayout({
  tool,
  title,
  description,
  children,
  onSubmit,
  submitLabel,
  notReady,
}: ToolLayoutProps) {
  const short = tool.estimate !== null && tool.balance !== null && tool.estimate > tool.balance;
  return (
    <div className={styles.layout}>
      <SurfaceCard className={styles.formCard}>
        <h2 className={styles.formTitle}>{title}</h2>
        <p className={styles.formDescription}>{description}</p>
        {tool.unavailableReason ? (
          <Alert
            className={styles.unavailable}
            type="warning"
            showIcon
            title={submitText.unavailableTitle}
            description={tool.unavailableReason}
            data-testid="tool-unavailable"
          />
        ) : null}
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {tool.maxCount > 1 ? (
            <div className={styles.field}>
              <div className={styles.fieldLabel}>生成数量</div>
              <InputNumber
                min={1}
                max={tool.maxCount}
                value={tool.count}
                onChange={(v) => tool.setCount(Number(v) || 1)}
                suffix="张"
                aria-label="生成数量"
              />
            </div>
          ) : null}
          <div className={styles.submitBar}>
            <div className={styles.cost} data-testid="cost-estimate">
              <ChestnutMark size={18} />
              <span>
                预计消耗 <b>{tool.estimate === null ? '—' : formatPoints(tool.estimate)}</b> {POINTS_NAME}
              </span>
              {tool.balance !== null ? (
                <span className={short ? styles.costShort : styles.costBalance}>
                  （余额 {formatPoints(tool.balance)}
                  {short ? '，不足' : ''}）
                </span>
              ) : null}
            </div>
            <Button
              type="primary"
              size="large"
              htmlType="submit"
              block
              icon={<ThunderboltFilled />}
              loading={tool.submitting}
              disabled={Boolean(tool.unavailableReason) || tool.submitting || notReady}
            >
              {submitLabel ?? '开始生成'}
            </Button>
          </div>
        </form>
      </SurfaceCard>
      <SurfaceCard className={styles.resultCard}>
        <TaskResultPanel taskId={tool.taskId} onFollow={tool.setTaskId} />
      </SurfaceCard>
    </div>
  );
}
