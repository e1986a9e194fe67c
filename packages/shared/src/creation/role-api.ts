/** Shapes of the role endpoints of the creation pipeline (issue 6). */
export {};
