export function runStartupTasks(): void {
  // filled in shortly
}
