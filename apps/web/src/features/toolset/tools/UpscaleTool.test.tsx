// @vitest-environment jsdom
import type { TaskCatalogueItem, TaskView } from '@lizi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoUpscaleTool } from './UpscaleTool';

const api = vi.hoisted(() => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  apiPost: api.apiPost,
  apiGet: api.apiGet,
}));

const FILE_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const catalogue = (over: Partial<TaskCatalogueItem> = {}): TaskCatalogueItem[] => [
  {
    type: 'gcvideo-byhd-sgl',
    label: '视频超分',
    capability: 'video.upscale',
    mediaType: 'video',
    unitCost: 12,
    maxCount: 1,
    available: true,
    reason: null,
    providers: ['local'],
    ...over,
  },
];
const task: TaskView = {
  id: 'task-1',
  type: 'gcvideo-byhd-sgl',
  typeLabel: '视频超分',
  mediaType: 'video',
  status: 1,
  progress: 35,
  count: 1,
  costPoints: 12,
  params: {},
  outputs: [],
  provider: 'local',
  errorCode: null,
  errorMsg: null,
  createAt: 1_700_000_000,
  finishAt: null,
  retryOf: null,
};

let catalogueAnswer = catalogue();

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

beforeEach(() => {
  catalogueAnswer = catalogue();
  api.apiGet.mockReset().mockImplementation(async (url: string) => {
    if (url === '/v1/tasks/catalogue') return catalogueAnswer;
    if (url === '/v1/user/points/cost/setting')
      return { taskCosts: [{ key: 'gcvideo-byhd-sgl', costPoints: 12 }] };
    if (url === '/v1/user/points/balance') return { total: 100, applyIntegral: 60, giftIntegral: 40 };
    if (url === '/v1/tasks/task-1') return task;
    throw new Error(`unexpected GET ${url}`);
  });
  api.apiPost.mockReset();
});
afterEach(cleanup);

function renderTool() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntdApp>
        <VideoUpscaleTool title="视频超分" description="提升清晰度" />
      </AntdApp>
    </QueryClientProvider>,
  );
}

const submitButton = () => screen.getByRole('button', { name: /开始生成/ }) as HTMLButtonElement;

describe('视频超分 form', () => {
  it('shows the estimate from the cost setting and refuses to submit without a video', async () => {
    renderTool();
    await waitFor(() =>
      expect(screen.getByTestId('cost-estimate').textContent).toMatch(/预计消耗 12 制作栗/),
    );
    expect(screen.getByTestId('cost-estimate').textContent).toMatch(/余额 100/);
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await screen.findByText('请上传文件');
    expect(api.apiPost).not.toHaveBeenCalledWith('/v1/tasks', expect.anything());
  });

  it('uploads with progress, submits once with an idempotency key, and follows the task', async () => {
    let finishSubmit: (t: TaskView) => void = () => {};
    api.apiPost.mockImplementation(
      (url: string, _body: unknown, config?: { onUploadProgress?: (e: unknown) => void }) => {
        if (url === '/v1/files') {
          config?.onUploadProgress?.({ loaded: 50, total: 100 });
          return Promise.resolve({
            id: FILE_ID,
            mime: 'video/mp4',
            size: 100,
            width: 640,
            height: 360,
            duration: 3,
            url: '/api/v1/files/x',
            thumbUrl: null,
            name: 'clip.mp4',
          });
        }
        if (url === '/v1/tasks') return new Promise<TaskView>((resolve) => (finishSubmit = resolve));
        throw new Error(`unexpected POST ${url}`);
      },
    );
    renderTool();
    const input = screen.getByTestId('upload-video') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(['x'.repeat(100)], 'clip.mp4', { type: 'video/mp4' })] },
      });
    });
    await screen.findByRole('button', { name: /移除原视频/ });
    await screen.findByText('输出约 1280 × 720 像素');
    await act(async () => {
      fireEvent.click(submitButton());
    });
    // Busy from the click to the answer: a second click sends nothing.
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    fireEvent.click(submitButton());
    const submits = api.apiPost.mock.calls.filter(([url]) => url === '/v1/tasks');
    expect(submits).toHaveLength(1);
    const body = submits[0]?.[1] as { type: string; params: unknown; count: number; idempotencyKey: string };
    expect(body).toMatchObject({
      type: 'gcvideo-byhd-sgl',
      params: { videoFileId: FILE_ID, scale: 2 },
      count: 1,
    });
    expect(body.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    await act(async () => finishSubmit(task));
    await screen.findByText('生成中 35%');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('shows why the tool cannot run and disables the submit', async () => {
    catalogueAnswer = catalogue({ available: false, reason: '未配置「视频超分」的模型服务' });
    renderTool();
    await screen.findByText('未配置「视频超分」的模型服务');
    expect(submitButton().disabled).toBe(true);
  });

  it('only stops the spinner on 400403 (the global dialog explains it)', async () => {
    api.apiPost.mockImplementation(async (url: string) => {
      if (url === '/v1/files')
        return {
          id: FILE_ID,
          mime: 'video/mp4',
          size: 1,
          width: null,
          height: null,
          duration: null,
          url: '/x',
          thumbUrl: null,
          name: 'a.mp4',
        };
      throw { code: 400403, msg: '制作栗不足', data: null };
    });
    renderTool();
    await act(async () => {
      fireEvent.change(screen.getByTestId('upload-video'), {
        target: { files: [new File(['x'], 'a.mp4', { type: 'video/mp4' })] },
      });
    });
    await screen.findByRole('button', { name: /移除原视频/ });
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText('制作栗不足')).toBeNull();
  });
});
