export interface RunningProxy {
  url: string;
  served: Map<number, number>;
  /** WebSockets piped to each upstream port */
  upgraded: Map<number, number>;
  close(): Promise<void>;
}
export declare function startProxy(upstreams: number[]): Promise<RunningProxy>;
