/**
 * The {@code jdbc} binding: YCSB over JDBC with client-side sharding. {@link
 * org.ycsbbio.bindings.jdbc.JdbcClient} is the binding (one instance per client thread);
 * {@link org.ycsbbio.core.api.KeyHash} maps keys to shards, {@link
 * org.ycsbbio.bindings.jdbc.ShardUrls} names each shard's node, {@link
 * org.ycsbbio.bindings.jdbc.SqlDialect} writes the SQL and {@link
 * org.ycsbbio.bindings.jdbc.SchemaCache} creates tables and columns on first use. See
 * {@code docs/bindings/jdbc.md}.
 */
package org.ycsbbio.bindings.jdbc;
