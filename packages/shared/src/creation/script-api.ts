/** Shapes of the script endpoints of the creation pipeline (issue 6). */
export {};
