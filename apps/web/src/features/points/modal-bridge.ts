import { type App, Modal } from 'antd';
import { createElement } from 'react';

/**
 * The 400403 handler runs outside React; the confirm should still get the app's theme and locale. The points
 * dialogs component hands its `App.useApp().modal` over here; before that the static Modal is used.
 */
type ModalApi = Pick<ReturnType<typeof App.useApp>['modal'], 'confirm'>;
let modalApi: ModalApi | null = null;

export function setPointsModalApi(api: ModalApi | null): void {
  modalApi = api;
}

export function confirmDialog(options: {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    const confirm = modalApi?.confirm ?? Modal.confirm;
    confirm({
      title: options.title,
      content: createElement('div', { style: { whiteSpace: 'pre-line' } }, options.content),
      okText: options.okText,
      cancelText: options.cancelText,
      centered: true,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
