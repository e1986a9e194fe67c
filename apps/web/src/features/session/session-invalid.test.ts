import { RoleId } from '@lizi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../lib/navigation';
import { usePointsStore } from '../points';
import { makeSessionUser } from './session.fixtures';
import { handleSessionInvalid } from './session-invalid';
import { useSessionStore } from './stores/session.store';

afterEach(() => setNavigator(null));

describe('400404 handler', () => {
  it('clears the session and goes to login with the way back', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    useSessionStore.getState().setUser(makeSessionUser({ realname: '王五', roleId: RoleId.USER }));
    usePointsStore.getState().setIntegral({ total: 10, applyIntegral: 5, giftIntegral: 5 });

    handleSessionInvalid('/work/image/history?page=2');

    expect(useSessionStore.getState().user).toBeNull();
    expect(usePointsStore.getState().integral).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/LoginView?redirect=%2Fwork%2Fimage%2Fhistory%3Fpage%3D2', {
      replace: true,
    });
  });

  it('stays put when already on the login page', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    handleSessionInvalid('/LoginView?redirect=%2Fdashboard');
    expect(navigate).not.toHaveBeenCalled();
  });
});
