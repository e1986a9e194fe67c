/** Shapes of the audio endpoints of the creation pipeline (issue 6). */
export {};
