/**
 * YCSB-Bio binding for Riak KV (protocol buffers, riak-client 2.1): the binding chooses the
 * coordinating node of every operation and names it. See {@code docs/bindings/riak.md}.
 */
package org.ycsbbio.bindings.riak;
