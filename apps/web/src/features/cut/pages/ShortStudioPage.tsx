import { CutWorkspace } from '../components/CutWorkspace';
import { ShotChooser } from '../components/ShotChooser';

/** /shortStudio?scriptId=: a vertical short (720×1280) from the shots the user picks. */
export default function ShortStudioPage() {
  return (
    <CutWorkspace
      kind="shortStudio"
      builder={(scriptId, open) => () => <ShotChooser scriptId={scriptId} onBuilt={open} />}
    />
  );
}
