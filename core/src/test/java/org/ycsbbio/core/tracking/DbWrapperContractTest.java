package org.ycsbbio.core.tracking;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ycsbbio.core.api.YcsbBioException;
import org.ycsbbio.core.testing.TestProperties;
import site.ycsb.measurements.Measurements;

class DbWrapperContractTest {
  @Test
  void ycsbCoreOnTheClassPathReportsOperationsAsTrackingExpectsAndKeepsItsSingleton() {
    NodeTrackingMeasurements.install(TestProperties.of("measurement.interval", "op").build());
    Measurements shared = Measurements.getMeasurements();
    assertDoesNotThrow(DbWrapperContract::check);
    assertSame(shared, Measurements.getMeasurements(), "YCSB's singleton is the run's again");
  }

  @Test
  void aDbWrapperThatReportsOtherwiseStopsTheRunNamingWhatItDid() {
    List<String> other = List.of("getIntendedtartTimeNs", "binding.read", "reportStatus READ OK",
        "measure READ", "measureIntended READ");
    YcsbBioException e = assertThrows(YcsbBioException.class,
        () -> DbWrapperContract.verify(other));
    assertTrue(e.getMessage().contains(other.toString()), e.getMessage());
    assertTrue(e.getMessage().contains("bio.tracking=false"), e.getMessage());
    List<String> nothing = List.of("binding.read");   // a wrapper that kept no Measurements
    assertThrows(YcsbBioException.class, () -> DbWrapperContract.verify(nothing));
  }
}
