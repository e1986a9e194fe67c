import { ErrorCode, type ScriptVoicing, taskUnitCost } from '@lizi/shared';
import { App } from 'antd';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { useCostSettingQuery } from '../../points';
import { useVoiceLines } from '../api/voice-lines.api';
import { audioText as text } from '../audio-text';
import { voicingCost } from '../voicing';

/**
 * Voicing with the cost said first: the unit comes from the cost setting (spec §5: taskCosts gcaudio-tts, else
 * audioCost), falling back to the unit the server sent with the lines; batches are confirmed with their total.
 */
export function useVoiceRun(voicing: ScriptVoicing) {
  const { message, modal } = App.useApp();
  const setting = useCostSettingQuery();
  const mutation = useVoiceLines(voicing.scriptId);
  const unit = setting.data ? taskUnitCost(setting.data, 'gcaudio-tts') : voicing.unitCost;

  const submit = (lineIds: string[] | null) =>
    mutation.mutate(lineIds, {
      onSuccess: (result) => message.success(text.submitted(result.tasks.length)),
      onError: (error) => {
        // 400403 has its own 温馨提示 dialog (global hook).
        if (isApiError(error) && error.code === ErrorCode.POINTS_INSUFFICIENT) return;
        message.error(apiErrorMessage(error));
      },
    });

  /** lineIds null = every voiced line of the script. */
  const run = (lineIds: string[] | null, count: number) => {
    if (count <= 1) {
      submit(lineIds);
      return;
    }
    modal.confirm({
      title: text.voiceConfirmTitle,
      content: text.voiceConfirm(count, voicingCost(unit, count)),
      okText: text.voiceStart,
      onOk: () => submit(lineIds),
    });
  };

  return { run, unit, pending: mutation.isPending, pendingIds: mutation.variables };
}
