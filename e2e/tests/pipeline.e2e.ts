import {
  type CutSummary,
  type CutView,
  type IntegralSetting,
  type ScriptDetail,
  type ScriptVoicing,
  type StoryboardView,
  type TaskType,
  taskUnitCost,
  unitCost,
} from '@lizi/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasIntactIntegrity } from '../../apps/server/src/media/labels/aigc-label';
import { type ApiSession, apiSession, pollUntil } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { LedgerSteps } from '../support/ledger';
import { inspectMp4 } from '../support/mp4-file';
import { type OpenAiVendor, startOpenAiVendor, VENDOR_CHARACTERS } from '../support/openai-vendor';
import { type RunningServer, startServer } from '../support/server';
import { E2E_CAPTCHA } from '../support/session';
import { smsCodeFor } from '../support/sms';

/**
 * Issue 6 end to end: idea → AI script → two characters with images → a four-shot storyboard with images
 * (one refused by the vendor, refunded, retried alone) → shot videos → voiced lines → the final cut exported
 * as one labelled MP4, every step clicked in Chromium by the demo member. Chat and images come from a local
 * OpenAI-compatible server configured in the back office the way a platform admin does; image-to-video
 * (camera moves), TTS (espeak-ng) and the merge run on the built-in local provider. The ledger must hold one
 * charge per step at exactly the cost settings' price.
 */

const VENDOR_KEY = 'sk-e2e-pipeline-0123456789';
const IDEA = '雨夜里，一名记者在老城区街角遇到拍下哥哥失踪前最后一张照片的摄影师。';
const STYLE_NAME = '古典油画';
/** Waits for tasks; the merge of a 20-second 1080p film alone takes a minute or more on two busy cores. */
const LONG = 240_000;
const STEP_TIMEOUT = 300_000;

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, `pipeline-${name}`);
}

describe('creation pipeline: idea to a labelled MP4, in Chromium', () => {
  let vendor: OpenAiVendor;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let member: ApiSession;
  let costs: IntegralSetting;
  let balanceBefore: number;
  let scriptId: string;
  let points: LedgerSteps;
  /** Shot cards showing their picture (the picture's alt is the start of the shot's prompt). */
  const shownPictures = async (view: StoryboardView) => {
    let n = 0;
    for (const s of view.shots)
      n += await page
        .getByTestId('shot-card')
        .locator(`img[alt="${s.prompt.slice(0, 40)}"]`)
        .count();
    return n;
  };
  /** The steps build on each other: after one fails, the later ones are skipped rather than failing too. */
  let broken = false;
  const step = (name: string, body: () => Promise<void>) =>
    it(
      name,
      async (ctx) => {
        if (broken) ctx.skip();
        try {
          await body();
        } catch (err) {
          broken = true;
          await screenshot(page, 'pipeline-failed').catch(() => undefined);
          throw err;
        }
      },
      STEP_TIMEOUT,
    );
  const board = () => member.get<StoryboardView>(`/api/v2/storyboard/shots?scriptId=${scriptId}`);

  beforeAll(async () => {
    vendor = await startOpenAiVendor(VENDOR_KEY, { chatChunkDelayMs: 25 });
    server = await startServer({
      CAPTCHA_TEST_ANSWER: E2E_CAPTCHA,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOCAL_PROVIDER: '1',
    });

    // The platform admin adds the vendor for chat and pictures only: video, voices and the merge stay local.
    const admin = await apiSession(server.url, 'admin');
    await admin.post('/api/v1/admin/providers', {
      vendor: 'openai',
      name: '本地 OpenAI 兼容服务（e2e）',
      baseUrl: vendor.url,
      apiKey: VENDOR_KEY,
      capabilities: ['chat', 'image.generate', 'image.edit'],
    });

    // 王小明 has no phone yet: bind one first (the app blocks every page until then).
    member = await apiSession(server.url, 'member');
    const phone = '13900000066';
    await member.post('/api/v1/user/phone/code', { phone, scene: 'bind' });
    await member.post('/api/v1/user/bindPhone', { phone, code: await smsCodeFor(server, phone) });

    // 陈总 grants enough points from the company pool for the whole film.
    const boss = await apiSession(server.url, 'boss');
    const { userId } = await member.get<{ userId: number }>('/api/v1/user/info');
    await boss.post('/api/v1/company/points/grant', { userId, amount: 1000, note: 'e2e 创作流程' });

    costs = await member.get<IntegralSetting>('/api/v1/user/points/cost/setting');
    points = new LedgerSteps(member);
    await points.start();
    balanceBefore = await points.balance();

    browser = await launchBrowser();
    page = await newPage(browser, server.url);
    const [name, value] = member.cookie.split(/=(.*)/s) as [string, string];
    await page.context().addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await vendor?.close();
  });

  step('writes the script from an idea with AI, streaming, into scenes and lines', async () => {
    await page.goto('/set/toolSet/aiScript');
    await page.getByRole('button', { name: '新建剧本' }).click();
    const dialog = page.getByRole('dialog', { name: '新建剧本' });
    await dialog.getByLabel('故事创意').fill(IDEA);
    await dialog.getByText(`预计消耗 ${unitCost(costs, 'scriptCost')} 制作栗`).waitFor();
    await shot(page, '01-new-script');
    await dialog.getByRole('button', { name: '开始生成' }).click();

    // The text arrives piece by piece: the counter grows while the model writes.
    const written = page.getByText(/^已写 \d+ 字$/);
    await written.waitFor({ timeout: 30_000 });
    const counts = new Set<number>();
    while ((await written.count()) > 0 && counts.size < 3) {
      const n = Number((await written.textContent().catch(() => ''))?.replace(/\D/g, '') || 0);
      if (n > 0) counts.add(n);
      if (counts.size === 2) await shot(page, '02-writing');
      await page.waitForTimeout(100);
    }
    expect(counts.size).toBeGreaterThanOrEqual(2);

    // Then the structured script: its scene and its four lines.
    await page.getByText('雨夜重逢').first().waitFor({ timeout: 30_000 });
    await page.getByText('你就是那个拍下最后一张照片的人？').waitFor();
    await page.getByText('照片在这里，可你真的想知道吗？').waitFor();
    await page.getByText('1 场 · 4 句 · 2 个角色').waitFor();
    await shot(page, '03-script');

    scriptId = new URL(page.url()).searchParams.get('scriptId') ?? '';
    expect(scriptId).toMatch(/^[0-9a-f-]{36}$/);
    const script = await member.get<ScriptDetail>(`/api/v2/script/projects/${scriptId}`);
    expect(script.title).toBe('雨夜相机');
    expect(script.source).toBe(0);
    expect(script.roles.map((r) => r.name).sort()).toEqual(VENDOR_CHARACTERS.map((c) => c.name).sort());
    const lines = script.episodes.flatMap((e) => e.scenes.flatMap((s) => s.lines));
    expect(lines.map((l) => l.kind)).toEqual(['narration', 'action', 'dialogue', 'dialogue']);

    const entries = await points.close('script', 1);
    expect(entries.map((e) => [e.usage, e.points])).toEqual([
      ['AI 剧本创作', -unitCost(costs, 'scriptCost')],
    ]);
  });

  step('sets the style and gives each of the two characters an AI image in the flow', async () => {
    await page.goto(`/flow?scriptId=${scriptId}`);
    await page.getByRole('button', { name: /下一步：美术设定/ }).click();
    const cards = page.getByTestId('role-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    const names = await cards
      .getByLabel('角色名')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(names.sort()).toEqual(VENDOR_CHARACTERS.map((c) => c.name).sort());

    const styles = await member.get<{ items: { id: string; name: string }[] }>(
      '/api/v2/script/roles/imageStyles',
    );
    const styleId = styles.items.find((s) => s.name === STYLE_NAME)?.id;
    expect(styleId).toBeTruthy();
    const styleCard = page.locator('button[aria-pressed]').filter({ hasText: STYLE_NAME });
    await styleCard.click();
    await expect.poll(() => styleCard.getAttribute('aria-pressed')).toBe('true');
    await pollUntil(
      'the chosen style saved on the script',
      () => member.get<ScriptDetail>(`/api/v2/script/projects/${scriptId}`),
      (s) => s.styleId === styleId,
      15_000,
    );
    await shot(page, '04-art');

    await page.getByRole('button', { name: /下一步：角色形象/ }).click();
    const unit = taskUnitCost(costs, 'gcimg-storyboard-bytxt');
    for (const character of VENDOR_CHARACTERS) {
      const panel = page
        .locator('section')
        .filter({ has: page.locator('h3', { hasText: character.name }) })
        .last();
      await panel.getByLabel('生成数量').click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: /^1 张$/, visible: true })
        .click();
      // The list closes with an animation: wait, so the next character's list is the only one open.
      await expect.poll(() => page.locator('.ant-select-dropdown').filter({ visible: true }).count()).toBe(0);
      await panel.getByRole('button', { name: new RegExp(`AI 生成形象（${unit} 制作栗）`) }).click();
    }
    for (const character of VENDOR_CHARACTERS) {
      const panel = page
        .locator('section')
        .filter({ has: page.locator('h3', { hasText: character.name }) })
        .last();
      await panel
        .getByTestId('role-image')
        .locator(`img[alt="${character.name}"]`)
        .waitFor({ timeout: 90_000 });
    }
    await expect.poll(() => page.getByText(/还有 \d+ 个角色没有形象/).count()).toBe(0);
    await shot(page, '06-art-image-done');

    const entries = await points.close('characters', 2);
    expect(entries.map((e) => [e.usage, e.points])).toEqual([
      ['文生图', -unit],
      ['文生图', -unit],
    ]);
  });

  step('drafts four shots with AI, one picture refused and refunded, retried alone', async () => {
    await page.getByRole('button', { name: /下一步：分镜/ }).click();
    const draftCost = unitCost(costs, 'gcimg-promptv3-auto');
    await page
      .getByRole('button', { name: /AI 拆分镜/ })
      .first()
      .click();
    const cards = page.getByTestId('shot-card');
    await expect.poll(() => cards.count(), { timeout: 60_000 }).toBe(4);
    await shot(page, '07-storyboard-drafted');
    const drafted = await points.close('draft', 1);
    expect(drafted.map((e) => [e.usage, e.points])).toEqual([['AI分镜：雨夜相机', -draftCost]]);

    const view = await board();
    expect(view.shots).toHaveLength(4);
    // Every spoken line lands in a shot; the characters' images are the shots' references.
    expect(view.shots.every((s) => s.lineIds.length === 1)).toBe(true);
    expect(view.shots.filter((s) => s.roleIds.length > 0)).toHaveLength(3);
    const typeOf = (id: string) => view.imageTaskTypes[id] as TaskType;
    const priceOf = (id: string) => taskUnitCost(costs, typeOf(id));
    const total = view.shots.reduce((sum, s) => sum + priceOf(s.id), 0);
    await page.getByText(`预计消耗 ${total} 制作栗`).waitFor();

    vendor.failNextImages(1);
    await page.getByRole('button', { name: /为全部 4 个镜头生成/ }).click();
    const settled = await pollUntil(
      'four shot image tasks settled',
      board,
      (b) => b.shots.every((s) => s.imageTask && s.imageTask.status >= 2),
      LONG,
    );
    const failed = settled.shots.filter((s) => s.imageTask?.status === 3);
    expect(failed).toHaveLength(1);
    const failedShot = failed[0] as (typeof failed)[number];
    expect(failedShot.imageTask?.errorMsg ?? '').not.toBe('');
    const failedCard = cards.nth(settled.shots.indexOf(failedShot));
    await failedCard.getByText('生成失败').waitFor({ timeout: 30_000 });
    await expect.poll(() => shownPictures(view), { timeout: 30_000 }).toBe(3);
    await shot(page, '08-storyboard-one-failed');

    // Four charges, then the refused one refunded by its own entry.
    const batch = await points.close('shotImages', 5);
    const charges = batch.filter((e) => e.points < 0);
    expect(charges.map((e) => e.points).sort()).toEqual(view.shots.map((s) => -priceOf(s.id)).sort());
    const refunds = batch.filter((e) => e.points > 0);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.usage).toMatch(/^退还/);
    expect(refunds[0]?.points).toBe(priceOf(failedShot.id));

    await failedCard.getByRole('button', { name: /重新生成/ }).click();
    await pollUntil(
      'the retried shot has its picture',
      board,
      (b) => b.shots.every((s) => s.image && s.imageTask?.status === 2),
      LONG,
    );
    await expect.poll(() => shownPictures(view), { timeout: 30_000 }).toBe(4);
    expect(await page.getByText('生成失败').count()).toBe(0);
    await shot(page, '09-storyboard-all-images');
    // Shots with characters were drawn from the characters' images (edits carry reference images).
    const edits = vendor.calls.filter((c) => c.path === '/v1/images/edits');
    expect(edits.length).toBeGreaterThanOrEqual(3);
    const retry = await points.close('shotRetry', 1);
    expect(retry.map((e) => e.points)).toEqual([-priceOf(failedShot.id)]);
  });

  step('turns every shot into a video with a local camera move', async () => {
    await page.goto(`/set/toolSet/aiStoryboardVideo?scriptId=${scriptId}`);
    const unit = taskUnitCost(costs, 'gcvideo-byimg-sgl');
    await page.getByText(`预计消耗 ${unit * 4} 制作栗`).waitFor({ timeout: 30_000 });
    await shot(page, '10-video-ready');
    await page.getByRole('button', { name: /批量生成视频（4）/ }).click();
    await pollUntil(
      'four shot videos',
      board,
      (b) => b.shots.every((s) => s.video && s.videoTask?.status === 2),
      LONG,
      1000,
    );
    const cards = page.getByTestId('shot-video-card');
    await expect.poll(() => cards.locator('[aria-label="play-circle"]').count(), { timeout: 30_000 }).toBe(4);
    await shot(page, '11-videos');
    const entries = await points.close('videos', 4);
    expect(entries.map((e) => [e.usage, e.points])).toEqual(Array(4).fill(['图生视频', -unit]));
  });

  step('voices every line with the characters and the narration voice', async () => {
    await page.goto(`/set/toolSet/aiAudio?scriptId=${scriptId}`);
    await page.getByText('共 3 句可配音台词').waitFor({ timeout: 30_000 });
    const unit = taskUnitCost(costs, 'gcaudio-tts');
    await page
      .getByTestId('voice-cost')
      .getByText(`预计消耗 ${unit * 3} 制作栗`)
      .waitFor();
    await page.getByRole('button', { name: /全部配音（3 句）/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '开始配音' }).click();
    const voiced = await pollUntil(
      'three voiced lines',
      () => member.get<ScriptVoicing>(`/api/v2/script/lines/audio?scriptId=${scriptId}`),
      (v) => v.lines.filter((l) => l.kind !== 'action').every((l) => l.audio),
      LONG,
    );
    // Each character speaks with its own voice.
    const dialogue = voiced.lines.filter((l) => l.kind === 'dialogue');
    expect(dialogue.map((l) => l.speaker)).toEqual(['林夏', '周屿']);
    expect(new Set(dialogue.map((l) => l.timbreId)).size).toBe(2);
    await expect.poll(() => page.locator('td audio').count(), { timeout: 30_000 }).toBe(3);
    await shot(page, '12-voiced');
    const entries = await points.close('voices', 3);
    expect(entries.map((e) => [e.usage, e.points])).toEqual(Array(3).fill(['配音', -unit]));
  });

  step('builds the cut, exports one MP4 with video and audio whose AIGC label reads back', async () => {
    await page.goto(`/media?scriptId=${scriptId}`);
    await page.getByRole('button', { name: /从分镜生成时间线/ }).click();
    const panel = page.getByTestId('export-panel');
    await panel.waitFor({ timeout: 30_000 });
    const unit = taskUnitCost(costs, 'gcvideo-merge');
    await panel.getByText(`预计消耗 ${unit} 制作栗`).waitFor();
    await shot(page, '13-cut');
    await panel.getByRole('button', { name: /导出 MP4/ }).click();
    const download = panel.getByRole('link', { name: /下载 MP4/ });
    await download.waitFor({ timeout: LONG });
    await shot(page, '14-exported');

    const cuts = await member.get<CutSummary[]>(`/api/v2/cuts?scriptId=${scriptId}&kind=media`);
    expect(cuts).toHaveLength(1);
    const cut = await member.get<CutView>(`/api/v2/cuts/${cuts[0]?.id}`);
    expect(cut.exportTask?.status).toBe(2);
    expect(cut.timeline.clips).toHaveLength(4);
    expect(cut.timeline.clips.every((c) => c.media === 'video')).toBe(true);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.mp4$/);
    const saved = await file.path();
    const mp4 = await inspectMp4(saved);
    expect(mp4.ftyp).toBe(true);
    if (mp4.streams) {
      expect(mp4.streams).toEqual(['audio', 'video']);
      expect(mp4.formatName).toContain('mp4');
      expect(mp4.durationSeconds).toBeGreaterThan(4);
    }
    expect(mp4.label?.Label).toBe('1');
    expect(mp4.label && hasIntactIntegrity(mp4.label)).toBe(true);

    const entries = await points.close('merge', 1);
    expect(entries.map((e) => [e.usage, e.points])).toEqual([['视频合成', -unit]]);
  });

  step('charged one entry per step at the cost settings, and the balance fell by their sum', async () => {
    // Nothing else was charged after the last step.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await points.unclaimed()).toEqual([]);
    const steps = points.steps;
    const all = Object.values(steps).flat();
    const spent = -all.reduce((sum, e) => sum + e.points, 0);
    expect(balanceBefore - (await points.balance())).toBe(spent);
    expect(Object.keys(steps)).toEqual([
      'script',
      'characters',
      'draft',
      'shotImages',
      'shotRetry',
      'videos',
      'voices',
      'merge',
    ]);
    // The consume view of the history shows the same charges (refunds are gains).
    const consumed = (await points.entries(1)).filter((e) => all.some((a) => a.id === e.id));
    expect(consumed).toHaveLength(all.filter((e) => e.points < 0).length);
  });
});
