// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './ImageViewer';

afterEach(cleanup);

const scale = () => screen.getByTestId('viewer-scale').textContent;

describe('ImageViewer', () => {
  it('zooms with the buttons and the wheel, rotates, resets and closes on Esc', () => {
    const onClose = vi.fn();
    render(<ImageViewer src="/a.png" name="a.png" onClose={onClose} />);
    const img = screen.getByRole('img', { name: 'a.png' });
    expect(scale()).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(scale()).toBe('120%');
    fireEvent.wheel(img, { deltaY: 100 });
    expect(scale()).toBe('100%');
    fireEvent.wheel(img, { deltaY: 100 });
    expect(scale()).toBe('83%');
    fireEvent.click(screen.getByRole('button', { name: '向右旋转' }));
    expect(img.style.transform).toContain('rotate(90deg)');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(img.style.transform).toContain('rotate(0deg)');
    expect(scale()).toBe('100%');
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('href')).toBe('/a.png');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭预览' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stops at the zoom limits', () => {
    render(<ImageViewer src="/a.png" onClose={() => {}} />);
    const zoomIn = screen.getByRole('button', { name: '放大' });
    for (let i = 0; i < 30; i++) fireEvent.click(zoomIn);
    expect(scale()).toBe('700%');
    expect((zoomIn as HTMLButtonElement).disabled).toBe(true);
  });
});
