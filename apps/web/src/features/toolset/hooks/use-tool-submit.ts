import { ErrorCode, TASK_TYPE_INFO, type TaskType, taskCost, taskParamSchemas } from '@lizi/shared';
import { App } from 'antd';
import { useState } from 'react';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { useBalanceQuery, useCostSettingQuery } from '../../points';
import { newIdempotencyKey, useSubmitTask, useTaskCatalogueItem } from '../../tasks';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field, as the form shows them under each input. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

export const submitText = {
  submitted: '已提交，正在生成',
  failed: '提交失败，请稍后重试',
  unavailableTitle: '该功能暂不可用',
} as const;

/**
 * Everything a toolbox form needs around its fields: catalogue availability, the cost estimate (spec §5, from
 * the cost setting), validation with the shared schema (the server validates with the same one), the submit
 * with a fresh idempotency key, and the task the result panel follows.
 */
export function useToolSubmit(type: TaskType) {
  const { message } = App.useApp();
  const catalogue = useTaskCatalogueItem(type);
  const setting = useCostSettingQuery();
  const balance = useBalanceQuery();
  const submit = useSubmitTask();
  const [count, setCount] = useState(1);
  const [preparing, setPreparing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [taskId, setTaskId] = useState<string | null>(null);

  const maxCount = Math.max(1, catalogue.item?.maxCount ?? TASK_TYPE_INFO[type].maxCount);
  const unavailableReason =
    catalogue.item && !catalogue.item.available
      ? (catalogue.item.reason ?? submitText.unavailableTitle)
      : null;
  const submitting = preparing || submit.isPending;

  /**
   * `build` returns the params, or null after setting its own errors (e.g. nothing painted). It may upload
   * (the mask) first, so the button stays busy from the click to the server's answer.
   */
  const run = async (
    build: () => Promise<Record<string, unknown> | null> | Record<string, unknown> | null,
  ) => {
    if (submitting || unavailableReason) return;
    setPreparing(true);
    try {
      const params = await build();
      if (!params) return;
      const parsed = taskParamSchemas[type].safeParse(params);
      if (!parsed.success) {
        setErrors(issuesToErrors(parsed.error.issues));
        return;
      }
      setErrors({});
      setPreparing(false);
      const task = await submit.mutateAsync({
        type,
        params: parsed.data as Record<string, unknown>,
        count,
        idempotencyKey: newIdempotencyKey(),
      });
      setTaskId(task.id);
      message.success(submitText.submitted);
    } catch (error) {
      // 400403 has its own 温馨提示 dialog (global hook): only the spinner has to stop.
      if (isApiError(error) && error.code === ErrorCode.POINTS_INSUFFICIENT) return;
      message.error(error instanceof Error ? error.message : apiErrorMessage(error, submitText.failed));
    } finally {
      setPreparing(false);
    }
  };

  return {
    type,
    label: TASK_TYPE_INFO[type].label,
    catalogueItem: catalogue.item,
    cataloguePending: catalogue.isPending,
    unavailableReason,
    estimate: setting.data ? taskCost(setting.data, type, count) : null,
    balance: balance.data?.total ?? null,
    count,
    setCount: (n: number) => setCount(Math.min(maxCount, Math.max(1, n))),
    maxCount,
    errors,
    setErrors,
    clearError: (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e)),
    submitting,
    run,
    taskId,
    setTaskId,
  };
}

export type ToolSubmit = ReturnType<typeof useToolSubmit>;
