/**
 * The input of a file workload: the files a files setting names, in the one order every client
 * machine computes alike ({@link org.ycsbbio.workload.input.InputFiles}), a client's share of
 * them handed to its loading threads a file at a time
 * ({@link org.ycsbbio.workload.input.ClientShare}), and that share's progress
 * ({@link org.ycsbbio.workload.input.ShareProgress}). Independent of the files' format.
 */
package org.ycsbbio.workload.input;
