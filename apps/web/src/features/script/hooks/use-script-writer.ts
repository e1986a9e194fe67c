import { type AiWriteBody, ErrorCode } from '@lizi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { fetchScript, storeScript } from '../api/script.api';
import { streamScriptWrite } from '../api/write-script.api';

export interface WriterState {
  running: boolean;
  /** The model's raw answer so far. */
  text: string;
  cost: number | null;
}

/**
 * Runs one AI write of a script and keeps what streamed in. The stream is not aborted on unmount: leaving
 * the page must not throw away (and refund) a script being written; the server stores it and the detail
 * query picks it up. `stop()` aborts on purpose, which the server refunds.
 */
export function useScriptWriter(scriptId: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<WriterState>({ running: false, text: '', cost: null });
  const abortRef = useRef<AbortController | null>(null);

  const start = useCallback(
    async (body: AiWriteBody) => {
      const controller = new AbortController();
      abortRef.current = controller;
      setState({ running: true, text: '', cost: null });
      try {
        const script = await streamScriptWrite(scriptId, body, {
          signal: controller.signal,
          onStart: ({ cost }) => {
            setState((s) => ({ ...s, cost }));
            // The server shows the write as running from now on (another tab, a reload).
            void queryClient.invalidateQueries({ queryKey: ['scripts', 'list'] });
          },
          onDelta: (text) => setState((s) => ({ ...s, text: s.text + text })),
        });
        storeScript(queryClient, script);
        message.success('剧本已生成');
      } catch (err) {
        if (controller.signal.aborted) message.info('已停止生成，制作栗已退还');
        // 400403 already showed 温馨提示 through the api client's hook.
        else if (!(isApiError(err) && err.code === ErrorCode.POINTS_INSUFFICIENT))
          message.error(apiErrorMessage(err, '剧本生成失败'));
        // The server recorded the outcome (writeStatus/writeError): show it.
        await fetchScript(scriptId)
          .then((s) => storeScript(queryClient, s))
          .catch(() => undefined);
      } finally {
        abortRef.current = null;
        setState((s) => ({ ...s, running: false }));
      }
    },
    [scriptId, queryClient, message],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);
  return { ...state, start, stop };
}
