export interface Platform {
  url: string;
  database: string;
  /** the platform's process id */
  pid: number;
  stop(): Promise<void>;
  kill(): Promise<void>;
}
export declare function startPlatform(
  env?: Record<string, string>,
  options?: { nodeArgs?: string[] },
): Promise<Platform>;
