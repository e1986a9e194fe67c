import { CustomerServiceOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { ErrorCode, taskCost } from '@lizi/shared';
import { Alert, App, Button, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { useCostSettingQuery } from '../../points';
import { newIdempotencyKey, TaskResultPanel, useSubmitTask, useTaskCatalogueItem } from '../../tasks';
import { audioText as text } from '../audio-text';
import styles from './Audio.module.css';

/**
 * AI sound effects: the task type gcaudio-sound through POST /v1/tasks. Only some providers serve it; without
 * one the catalogue (and the server, if asked anyway) says in Chinese what to configure.
 */
export function SoundEffectForm() {
  const { message } = App.useApp();
  const catalogue = useTaskCatalogueItem('gcaudio-sound');
  const setting = useCostSettingQuery();
  const submit = useSubmitTask();
  const [prompt, setPrompt] = useState('');
  const [duration, setDuration] = useState(5);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const unavailable =
    catalogue.item && !catalogue.item.available ? (catalogue.item.reason ?? text.soundUnavailable) : null;
  const reason = unavailable ?? refusal;

  const onSubmit = () => {
    if (!prompt.trim()) {
      setError(text.soundPromptRequired);
      return;
    }
    setError(null);
    submit.mutate(
      {
        type: 'gcaudio-sound',
        params: { prompt: prompt.trim(), duration },
        count: 1,
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (task) => {
          setTaskId(task.id);
          message.success(text.soundSubmitted);
        },
        onError: (err) => {
          if (isApiError(err) && err.code === ErrorCode.POINTS_INSUFFICIENT) return;
          if (isApiError(err) && err.code === ErrorCode.PROVIDER_NOT_CONFIGURED) setRefusal(err.msg);
          else message.error(apiErrorMessage(err));
        },
      },
    );
  };

  return (
    <div className={styles.sound}>
      <div className={styles.soundForm}>
        <div className={styles.sectionHead}>
          <CustomerServiceOutlined />
          <span className={styles.sectionTitle}>{text.soundTitle}</span>
        </div>
        {reason ? (
          <Alert type="warning" showIcon message={text.soundUnavailable} description={reason} />
        ) : null}
        <label className={styles.fieldLabel} htmlFor="sound-prompt">
          {text.soundPrompt}
        </label>
        <Input.TextArea
          id="sound-prompt"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder={text.soundHint}
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={2000}
          showCount
          status={error ? 'error' : undefined}
        />
        {error ? <div className={styles.fieldError}>{error}</div> : null}
        <div className={styles.soundRow}>
          <span>{text.soundDuration}</span>
          <InputNumber
            min={1}
            max={30}
            precision={0}
            value={duration}
            onChange={(v) => setDuration(v ?? 5)}
          />
          <span className={styles.cost}>{text.cost(taskCost(setting.data, 'gcaudio-sound'))}</span>
          <Button
            type="primary"
            icon={<ThunderboltOutlined />}
            loading={submit.isPending}
            disabled={Boolean(unavailable)}
            onClick={onSubmit}
          >
            {text.soundSubmit}
          </Button>
        </div>
      </div>
      {taskId ? (
        <div className={styles.soundResult}>
          <TaskResultPanel taskId={taskId} onFollow={setTaskId} />
        </div>
      ) : null}
    </div>
  );
}
