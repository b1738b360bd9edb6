/**
 * The {@code redis} binding: YCSB on a Redis Cluster with per-master attribution. {@link
 * org.ycsbbio.bindings.redis.RedisClient} is the binding (one instance per client thread),
 * {@link org.ycsbbio.bindings.redis.RedisConfig} declares its options and {@link
 * org.ycsbbio.bindings.redis.Slots} maps keys to hash slots. See {@code docs/bindings/redis.md}.
 */
package org.ycsbbio.bindings.redis;
