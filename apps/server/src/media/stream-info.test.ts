import { describe, expect, it } from 'vitest';
import { parseAudioStream, parseVideoStream } from './stream-info';

const stderr = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'src.mp4':
  Duration: 00:00:02.02, start: 0.000000, bitrate: 129 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 320x240 [SAR 1:1 DAR 4:3], 45 kb/s, 25 fps
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, 5.1(side), fltp, 384 kb/s (default)`;

describe('stream info', () => {
  it('reads codec, rate, channels and bitrate of the first audio stream', () => {
    expect(parseAudioStream(stderr)).toEqual({ codec: 'aac', sampleRate: 48000, channels: 6, bitrate: 384 });
    expect(
      parseAudioStream(
        '    Stream #0:0: Audio: pcm_s16le ([1][0][0][0] / 0x0001), 22050 Hz, mono, s16, 352 kb/s',
      ),
    ).toEqual({
      codec: 'pcm_s16le',
      sampleRate: 22050,
      channels: 1,
      bitrate: 352,
    });
    expect(parseAudioStream('no streams')).toBeNull();
  });

  it('reads codec and pixel format of the first video stream', () => {
    expect(parseVideoStream(stderr)).toEqual({ codec: 'h264', pixFmt: 'yuv420p' });
    expect(parseVideoStream('no streams')).toBeNull();
  });
});
