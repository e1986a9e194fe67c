/** Same-origin download links of a cut's packages (GET, the session cookie goes along). */
export const cutDownloads = {
  srt: (id: string) => `/api/v2/cuts/${encodeURIComponent(id)}/srt`,
  project: (id: string) => `/api/v2/cuts/${encodeURIComponent(id)}/project.zip`,
  capcut: (id: string) => `/api/v2/cuts/${encodeURIComponent(id)}/capcut.zip`,
};
