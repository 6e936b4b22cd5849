/** A page of the console, as the overview lists it. */
export interface ConsoleTool {
  title: string;
  path: string;
  summary: string;
}

/** The console's tools, in the order the overview lists them. */
export const CONSOLE_TOOLS: readonly ConsoleTool[] = [];
