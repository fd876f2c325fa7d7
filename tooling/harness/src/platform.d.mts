export interface Platform {
  url: string;
  database: string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}
export declare function startPlatform(env?: Record<string, string>): Promise<Platform>;
