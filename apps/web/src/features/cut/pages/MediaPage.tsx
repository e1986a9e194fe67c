import { CutWorkspace } from '../components/CutWorkspace';

/** /media?scriptId=&cutId=: the final cut of a script (视频合成). */
export default function MediaPage() {
  return <CutWorkspace kind="media" />;
}
