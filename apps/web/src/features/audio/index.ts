export { useSetNarrationTimbre } from './api/narration-timbre.api';
export { useScriptVoicing } from './api/script-voicing.api';
export { useVoiceLines } from './api/voice-lines.api';
export { AudioWorkspace } from './components/AudioWorkspace';
export { LineAudioCell } from './components/LineAudioCell';
export { TimbreSelect } from './components/TimbreSelect';
export { type PreviewPlayer, usePreviewPlayer } from './hooks/use-preview-player';
export { useVoiceRun } from './hooks/use-voice-run';
export { voiceableLines, voicingCost } from './voicing';
