import { describe, expect, it } from 'vitest';
import { ulpAuthUrl, ulpLogoutUrl, ulpReturnUrl, ulpUrl } from './ulp';

const builtIn = { ulpBaseUrl: '', ulpAppKey: 'lizi-web-test' };
const external = { ulpBaseUrl: 'https://ulp.example/', ulpAppKey: 'lizi-web' };

describe('unified login URLs', () => {
  it('uses this origin for the built-in service', () => {
    expect(ulpUrl('/v1/user/cipher', builtIn)).toBe('/api/v1/user/cipher');
    expect(ulpAuthUrl('tok', '/work/script/history', builtIn)).toBe(
      '/api/ulp/auth?ulp_token=tok&redirect_url=%2Fwork%2Fscript%2Fhistory',
    );
    expect(ulpLogoutUrl('/LoginView?redirect=%2Fdashboard', builtIn)).toBe(
      '/api/ulp/logout?app_key=lizi-web-test&use_ulp_login=1&redirect_url=%2FLoginView%3Fredirect%3D%252Fdashboard',
    );
  });

  it('sends absolute return URLs to an external service', () => {
    expect(ulpUrl('/v2/user/login', external)).toBe('https://ulp.example/api/v2/user/login');
    expect(ulpReturnUrl('/dashboard', external, 'https://open.lizi.example')).toBe(
      'https://open.lizi.example/dashboard',
    );
  });
});
