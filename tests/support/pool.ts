/** Runs `tasks` with at most `width` at a time; the results come in the order of the tasks. */
export async function pool<T>(tasks: (() => Promise<T>)[], width: number) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}
