/** Shapes of the storyboard endpoints of the creation pipeline (issue 6). */
export {};
