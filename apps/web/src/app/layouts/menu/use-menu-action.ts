import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { appConfig } from '../../../lib/app-config';
import { projectApplyText } from '../../../locales/zh-CN/common';
import { useAppStore } from '../../stores/app.store';
import { type MenuLeaf, resolveMenuAction } from './menu-config';

/** Carries out a menu entry's action; the dashboard's entry cards use it too so both behave the same. */
export function useMenuAction(): (item: MenuLeaf) => void {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  return useCallback(
    (item: MenuLeaf) => {
      const action = resolveMenuAction(item, appConfig.disabledFeatures);
      switch (action.type) {
        case 'toast':
          message.open({ type: 'info', content: action.content, duration: action.duration });
          return;
        case 'confirmApplication':
          // 立即申请 opens the project-permission application form (mounted by the root layout).
          modal.confirm({
            title: projectApplyText.title,
            content: projectApplyText.content,
            okText: projectApplyText.okText,
            cancelText: projectApplyText.cancelText,
            centered: true,
            onOk: () => useAppStore.getState().setProjectAuthApplyOpen(true),
          });
          return;
        case 'navigate':
          navigate(action.to);
          return;
      }
    },
    [message, modal, navigate],
  );
}
