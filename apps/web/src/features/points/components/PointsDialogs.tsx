import { App } from 'antd';
import { useEffect } from 'react';
import { openCashier } from '../../cashier';
import { useSessionStore } from '../../session';
import { setPointsModalApi } from '../modal-bridge';
import { usePointsStore } from '../stores/points.store';
import { PointsApplyDialog } from './PointsApplyDialog';
import { PointsDetailsDialog } from './PointsDetailsDialog';

interface PointsDialogsProps {
  /** The app store's pointsApplyOpen flag (spec §4), owned by the app layer. */
  applyOpen: boolean;
  setApplyOpen: (open: boolean) => void;
}

/** 制作栗明细 and 申请制作栗, mounted once in the root layout; also lends the 400403 confirm the app's modal. */
export function PointsDialogs({ applyOpen, setApplyOpen }: PointsDialogsProps) {
  const { modal, message } = App.useApp();
  const detailsOpen = usePointsStore((s) => s.detailsOpen);
  const closeDetails = usePointsStore((s) => s.closeDetails);
  const isAppUser = useSessionStore((s) => Boolean(s.user?.isAppUser));

  useEffect(() => {
    setPointsModalApi(modal);
    return () => setPointsModalApi(null);
  }, [modal]);

  return (
    <>
      <PointsDetailsDialog
        open={detailsOpen}
        onClose={closeDetails}
        isAppUser={isAppUser}
        onApply={() => setApplyOpen(true)}
        onTopUp={() => void openCashier({ force: true, toast: message })}
      />
      <PointsApplyDialog open={applyOpen} onClose={() => setApplyOpen(false)} />
    </>
  );
}
