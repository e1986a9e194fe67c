/** Shapes of the cut endpoints of the creation pipeline (issue 6). */
export {};
