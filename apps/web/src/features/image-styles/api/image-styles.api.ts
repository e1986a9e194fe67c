import type {
  ImageStyleView,
  ScriptImageStyleView,
  SetImageStyleBody,
  StyleFeedbackBody,
} from '@lizi/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

/** GET /v2/script/roles/imageStyles: styles for characters, the custom style last. */
export const fetchRoleImageStyles = () =>
  apiGet<{ items: ImageStyleView[] }>('/v2/script/roles/imageStyles').then((d) => d.items);

export const useRoleImageStyles = () =>
  useQuery({ queryKey: ['imageStyles', 'roles'], queryFn: fetchRoleImageStyles, staleTime: 5 * 60_000 });

/** GET /v1/aitools/image/styles?posterStyle= */
export const fetchImageStyles = (posterStyle?: boolean) =>
  apiGet<{ items: ImageStyleView[] }>('/v1/aitools/image/styles', {
    params: posterStyle === undefined ? {} : { posterStyle: String(posterStyle) },
  }).then((d) => d.items);

/** POST /v2/script/setImageStyle */
export const setScriptImageStyle = (body: SetImageStyleBody) =>
  apiPost<ScriptImageStyleView>('/v2/script/setImageStyle', body);

export const useSetScriptImageStyle = () => useMutation({ mutationFn: setScriptImageStyle });

/** POST /v1/aitools/styles/feedback */
export const sendStyleFeedback = (body: StyleFeedbackBody) =>
  apiPost<{ id: string }>('/v1/aitools/styles/feedback', body);

export const useStyleFeedback = () => useMutation({ mutationFn: sendStyleFeedback });
