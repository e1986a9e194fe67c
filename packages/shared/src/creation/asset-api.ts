/** Shapes of the asset endpoints of the creation pipeline (issue 6). */
export {};
