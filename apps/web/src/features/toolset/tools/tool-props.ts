/** What the toolbox page hands every tool: its tab's name and one-line description. */
export interface ToolProps {
  title: string;
  description: string;
}
