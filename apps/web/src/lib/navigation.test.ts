import { describe, expect, it } from 'vitest';
import { loginPathWithRedirect, safeRedirect } from './navigation';

describe('login redirects', () => {
  it('encodes the way back', () => {
    expect(loginPathWithRedirect('/work/video/favorite?x=1')).toBe(
      '/LoginView?redirect=%2Fwork%2Fvideo%2Ffavorite%3Fx%3D1',
    );
    expect(loginPathWithRedirect('/')).toBe('/LoginView');
    expect(loginPathWithRedirect('/LoginView?redirect=%2Fdashboard')).toBe('/LoginView');
  });

  it('follows same-site paths only', () => {
    expect(safeRedirect('/work/script/history')).toBe('/work/script/history');
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect('/LoginView')).toBe('/dashboard');
  });
});
