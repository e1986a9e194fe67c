/**
 * The timbre catalogue (/v1/aitools/audio/timbre/styles). Each timbre maps onto a voice of every TTS adapter:
 * `local` is an espeak-ng Mandarin variant (providers/local/audio-tts.runner.ts takes m1–m7 / f1–f7),
 * `openai` a voice of /audio/speech, `dashscope` a CosyVoice voice name kept for when that adapter speaks
 * (it has no TTS yet). Speed is a percentage applied on top of a line's emotion.
 */
export interface TimbreSeed {
  id: string;
  name: string;
  style: string;
  gender: 'male' | 'female';
  description: string;
  sampleText: string;
  voices: { local: string; openai: string; dashscope: string };
  speed: number;
}

const SAMPLE_MALE = '你好，我是你的配音演员。今天的故事，就从这里开始。';
const SAMPLE_FEMALE = '你好呀，很高兴为你配音。让我们一起把这个故事讲好。';

export const TIMBRE_STYLES = ['青年男声', '青年女声', '少年', '少女', '中年', '老年', '旁白'] as const;

export const seedTimbres: TimbreSeed[] = [
  {
    id: 'male-qn-qingse',
    name: '青涩青年',
    style: '青年男声',
    gender: 'male',
    description: '干净明亮，适合校园与青春题材',
    sampleText: SAMPLE_MALE,
    voices: { local: 'm1', openai: 'echo', dashscope: 'longcheng' },
    speed: 100,
  },
  {
    id: 'male-qn-jingying',
    name: '精英青年',
    style: '青年男声',
    gender: 'male',
    description: '沉稳有力，适合职场与悬疑',
    sampleText: SAMPLE_MALE,
    voices: { local: 'm3', openai: 'onyx', dashscope: 'longshu' },
    speed: 100,
  },
  {
    id: 'male-qn-badao',
    name: '霸道总裁',
    style: '青年男声',
    gender: 'male',
    description: '低沉磁性，语速偏慢',
    sampleText: SAMPLE_MALE,
    voices: { local: 'm6', openai: 'ash', dashscope: 'longxiang' },
    speed: 92,
  },
  {
    id: 'female-qn-wenrou',
    name: '温柔女声',
    style: '青年女声',
    gender: 'female',
    description: '柔和亲切，适合情感与治愈',
    sampleText: SAMPLE_FEMALE,
    voices: { local: 'f2', openai: 'shimmer', dashscope: 'longxiaochun' },
    speed: 100,
  },
  {
    id: 'female-qn-yujie',
    name: '御姐',
    style: '青年女声',
    gender: 'female',
    description: '成熟干练，咬字清晰',
    sampleText: SAMPLE_FEMALE,
    voices: { local: 'f4', openai: 'nova', dashscope: 'longwan' },
    speed: 98,
  },
  {
    id: 'female-qn-tianmei',
    name: '甜美女声',
    style: '青年女声',
    gender: 'female',
    description: '甜美活泼，语调上扬',
    sampleText: SAMPLE_FEMALE,
    voices: { local: 'f3', openai: 'coral', dashscope: 'longxiaoxia' },
    speed: 105,
  },
  {
    id: 'boy-shaonian',
    name: '阳光少年',
    style: '少年',
    gender: 'male',
    description: '清亮有朝气',
    sampleText: '嘿！等等我，我们一起去看看！',
    voices: { local: 'm2', openai: 'fable', dashscope: 'longtong' },
    speed: 108,
  },
  {
    id: 'girl-shaonv',
    name: '元气少女',
    style: '少女',
    gender: 'female',
    description: '轻快俏皮',
    sampleText: '快来快来，这里的风景好美呀！',
    voices: { local: 'f5', openai: 'sage', dashscope: 'longxiaobai' },
    speed: 108,
  },
  {
    id: 'male-zn-wenhou',
    name: '温厚大叔',
    style: '中年',
    gender: 'male',
    description: '厚重可靠，适合父亲与长辈',
    sampleText: '孩子，路要一步一步走，别着急。',
    voices: { local: 'm4', openai: 'onyx', dashscope: 'longlaotie' },
    speed: 95,
  },
  {
    id: 'female-zn-ganlian',
    name: '干练阿姨',
    style: '中年',
    gender: 'female',
    description: '利落热心',
    sampleText: '饭在锅里热着呢，吃完再出门。',
    voices: { local: 'f1', openai: 'alloy', dashscope: 'longyue' },
    speed: 100,
  },
  {
    id: 'male-ln-cangsang',
    name: '沧桑老者',
    style: '老年',
    gender: 'male',
    description: '缓慢沙哑，饱经风霜',
    sampleText: '那一年，村口的老槐树下，来了一个年轻人。',
    voices: { local: 'm7', openai: 'ash', dashscope: 'longlaotie' },
    speed: 85,
  },
  {
    id: 'female-ln-cixiang',
    name: '慈祥奶奶',
    style: '老年',
    gender: 'female',
    description: '温暖慈爱，语速舒缓',
    sampleText: '乖孩子，外面冷，多穿一件衣裳。',
    voices: { local: 'f6', openai: 'shimmer', dashscope: 'longyue' },
    speed: 88,
  },
  {
    id: 'narrator-male',
    name: '纪录片旁白',
    style: '旁白',
    gender: 'male',
    description: '沉稳大气，适合解说与片头',
    sampleText: '在这片古老的土地上，每一天都有新的故事发生。',
    voices: { local: 'm3', openai: 'onyx', dashscope: 'longshu' },
    speed: 95,
  },
  {
    id: 'narrator-female',
    name: '知性旁白',
    style: '旁白',
    gender: 'female',
    description: '清晰知性，适合短视频解说',
    sampleText: '接下来，让我们看看这个故事背后的秘密。',
    voices: { local: 'f4', openai: 'nova', dashscope: 'longwan' },
    speed: 100,
  },
];

/** Who speaks when nothing was chosen: a character by gender, narration by the narrator. */
export const DEFAULT_TIMBRES = {
  male: 'male-qn-jingying',
  female: 'female-qn-wenrou',
  narration: 'narrator-male',
} as const;
