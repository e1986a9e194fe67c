import type { TaskType } from '@lizi/shared';
import type { listOwnBackgrounds, listScriptRoles, ShotRow } from './storyboard.repository';

/** byfusion takes at most 4 images. */
const MAX_REFERENCE_IMAGES = 4;

type RoleRefs = Awaited<ReturnType<typeof listScriptRoles>>[number];
type Background = Awaited<ReturnType<typeof listOwnBackgrounds>>[number];

/** The shot's reference images in the order the vendor gets them: characters, background, extra refs. */
export function referencesOf(
  shot: Pick<ShotRow, 'roleIds' | 'backgroundAssetId'>,
  roleById: Map<string, RoleRefs>,
  bgById: Map<string, Background>,
) {
  const shotRoles = shot.roleIds.map((id) => roleById.get(id)).filter((r) => !!r);
  const background = shot.backgroundAssetId ? bgById.get(shot.backgroundAssetId)?.fileId : null;
  const images = [
    ...new Set(
      [
        ...shotRoles.map((r) => r.imageFileId),
        background,
        ...shotRoles.flatMap((r) => r.refFileIds ?? []),
      ].filter((id): id is string => !!id),
    ),
  ].slice(0, MAX_REFERENCE_IMAGES);
  return { shotRoles, images };
}

export const imageTaskTypeOf = (referenceCount: number): TaskType =>
  referenceCount >= 2
    ? 'gcimg-storyboard-byfusion'
    : referenceCount === 1
      ? 'gcimg-storyboard-byimg'
      : 'gcimg-storyboard-bytxt';
