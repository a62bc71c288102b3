import { describe, expect, it, vi } from 'vitest';
import { loadServices, setServicesLoader } from '@/state/services';
import { installFakeGateway } from '@/testing/fake-services';

describe('lazily loaded services', () => {
  it('loads once through the start-up loader, however many ask at once', async () => {
    const { services } = installFakeGateway({});
    const loader = vi.fn(async () => services);
    setServicesLoader(loader);
    const [a, b] = await Promise.all([loadServices(), loadServices()]);
    expect(a).toBe(services);
    expect(b).toBe(services);
    await loadServices();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries the loader again after a failed load', async () => {
    const { services } = installFakeGateway({});
    const loader = vi.fn<() => Promise<typeof services>>().mockRejectedValueOnce(new Error('offline'));
    loader.mockResolvedValue(services);
    setServicesLoader(loader);
    await expect(loadServices()).rejects.toThrow('offline');
    await expect(loadServices()).resolves.toBe(services);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a loader set later replaces the earlier one', async () => {
    setServicesLoader(() => Promise.reject(new Error('never')));
    const { services } = installFakeGateway({});
    await expect(loadServices()).resolves.toBe(services);
  });
});
