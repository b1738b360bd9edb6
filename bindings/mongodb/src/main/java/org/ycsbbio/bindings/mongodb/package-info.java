/**
 * The {@code mongodb} binding: YCSB over the MongoDB Java driver with per-server and per-shard
 * attribution. {@link org.ycsbbio.bindings.mongodb.MongoDbClient} is the binding (one instance
 * per client thread); {@link org.ycsbbio.bindings.mongodb.MongoDbConfig} reads its settings,
 * {@link org.ycsbbio.bindings.mongodb.HashedKey} computes MongoDB's hashed shard key value,
 * {@link org.ycsbbio.bindings.mongodb.RoutingTable} maps a key to the shard owning it and
 * {@code ShardRouter} keeps those tables current. See {@code docs/bindings/mongodb.md}.
 */
package org.ycsbbio.bindings.mongodb;
