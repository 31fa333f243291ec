"""The Ray backend: the same JSON as the local process pool for the same seeds, progress kept,
a dead worker's chunk run again. One small local Ray (2 CPUs, no dashboard) for the whole module."""

import json
import os

import pytest
from click.testing import CliRunner

from rulekit.backends import run_jobs
from rulekit.balance import balance
from rulekit.cli import main
from rulekit.tournament import tournament

ray = pytest.importorskip("ray", reason="the Ray backend needs Ray (pip install 'rulekit[ray]')")


@pytest.fixture(scope="module")
def local_ray():
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR",
             configure_logging=False)
    yield ray
    ray.shutdown()


def test_simulate_json_on_ray_is_the_process_pools(local_ray):
    args = ["simulate", "pocket_tactics", "-n", "4", "--seed", "2", "--json"]
    on_ray = CliRunner().invoke(main, [*args, "--backend", "ray"])
    assert on_ray.exit_code == 0, on_ray.output
    pooled = CliRunner().invoke(main, [*args, "--workers", "2"])
    assert json.loads(on_ray.stdout) == json.loads(pooled.stdout)


def test_tournament_and_balance_on_ray_are_the_process_pools(local_ray):
    # installed games only: Ray's workers do not see a game registered in memory (the toy game)
    here = tournament("pocket_tactics", ("random",), 3, seed=1, workers=2)
    assert tournament("pocket_tactics", ("random",), 3, seed=1, backend="ray") == here
    seen = []

    def progress(it):
        for x in it:
            seen.append(x)
            yield x

    pooled = balance("pocket_battles", 2, seed=3, workers=2)
    assert balance("pocket_battles", 2, seed=3, backend="ray", progress=progress) == pooled
    assert len(seen) == 4  # every match reported as it arrives


def test_a_dead_worker_is_retried(local_ray, tmp_path):
    marker = tmp_path / "died"

    def square_or_die(x):  # defined here, so Ray ships it by value
        if x == 3 and not marker.exists():
            marker.write_text("once")
            os._exit(1)  # the worker process dies: Ray runs the chunk again
        return x * x

    assert run_jobs(square_or_die, range(6), backend="ray", chunk=2) == [x * x for x in range(6)]
    assert marker.exists()


def test_a_failing_task_is_one_error(local_ray):
    from rulekit.errors import RulekitError

    def fails(x):
        raise ValueError(f"mauvais {x}")

    with pytest.raises((ValueError, RulekitError), match="mauvais"):
        run_jobs(fails, [1], backend="ray")
