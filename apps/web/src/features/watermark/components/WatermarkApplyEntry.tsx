import { SafetyCertificateOutlined } from '@ant-design/icons';
import { OnOff } from '@lizi/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useSessionStore } from '../../session';
import { watermarkText } from '../watermark-text';
import { WatermarkApplyDialog } from './WatermarkApplyDialog';

interface WatermarkApplyEntryProps {
  size?: 'small' | 'middle';
  /** 'link' beside download buttons; 'ghost' on the dark image-viewer toolbar. */
  variant?: 'link' | 'ghost';
}

/** Spec §4: offered only while the user still needs the watermark (noWatermark is the closed value, 0). */
export function WatermarkApplyEntry({ size = 'small', variant = 'link' }: WatermarkApplyEntryProps) {
  const noWatermark = useSessionStore((s) => s.user?.noWatermark);
  const [open, setOpen] = useState(false);
  if (noWatermark !== OnOff.CLOSE) return null;
  return (
    <>
      <Button
        size={size}
        type={variant === 'link' ? 'link' : 'default'}
        ghost={variant === 'ghost'}
        icon={<SafetyCertificateOutlined />}
        onClick={() => setOpen(true)}
      >
        {watermarkText.entry}
      </Button>
      <WatermarkApplyDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
