import type { ServiceKey } from '../shared/services.ts';

/** The services enabled plugins provide to each other (contracts in `kernel/shared/services.ts`). */
export class ServiceRegistry {
  private readonly impls = new Map<string, { owner: string; impl: unknown }>();

  /** registers a plugin's implementation; a second provider of the same key is refused, naming both */
  provide<T>(key: ServiceKey<T>, impl: T, owner: string): void {
    const had = this.impls.get(key.name);
    if (had) throw new Error(`service "${key.name}" is already provided by plugin "${had.owner}" (plugin "${owner}" provides it too)`);
    this.impls.set(key.name, { owner, impl });
  }

  /** the implementation, or undefined when no enabled plugin provides it */
  get<T>(key: ServiceKey<T>): T | undefined {
    return this.impls.get(key.name)?.impl as T | undefined;
  }
}
