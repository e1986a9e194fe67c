import dayjs from 'dayjs';

/** Back-office times: YYYY-MM-DD HH:mm, or — when absent. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '—';
}

export function parseEnterpriseId(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
