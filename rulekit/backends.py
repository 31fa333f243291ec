"""Where the matches of ``simulate``, ``tournament`` and ``balance`` are played.

:func:`run_jobs` applies one module-level function to a list of jobs and returns the results
in the jobs' order, on one of three backends:

- in this process (``workers=1``, the default);
- a local process pool (``workers=K``);
- Ray (``backend="ray"``, the optional extra ``rulekit[ray]``): the jobs are cut into chunks,
  each chunk a Ray task (retried by Ray when its worker dies: ``max_retries``), on the cluster
  at ``address`` or on a local one started with ``ray.init()``.

Every job is a pure function of its arguments (each match draws its chance and its agents'
decisions from its seed), so the three backends give the same results for the same seeds.
``progress`` wraps an iterable of the results as they arrive (a tqdm bar): it sees every
result once, in the jobs' order for the local backends and in completion order for Ray.
"""

from __future__ import annotations

import math
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable, Iterable, Sequence

from .errors import RulekitError

BACKENDS = ("process", "ray")
#: How many times Ray runs a chunk again when the worker running it dies.
RAY_RETRIES = 3


def _identity(it):
    return it


def run_jobs(function: Callable, jobs: Sequence, workers: int = 1, backend: str = "process",
             address: str | None = None, progress: Callable[[Iterable], Iterable] = _identity,
             chunk: int | None = None) -> list:
    """``[function(job) for job in jobs]``, computed on the backend chosen."""
    if backend not in BACKENDS:
        raise RulekitError(f"unknown backend {backend!r}; known backends: {', '.join(BACKENDS)}")
    if workers < 1:
        raise RulekitError(f"--workers must be at least 1, got {workers}")
    if address is not None and backend != "ray":
        raise RulekitError("--address is the address of a Ray cluster: it needs --backend ray")
    jobs = list(jobs)
    if backend == "ray":
        return _run_ray(function, jobs, workers, address, progress, chunk)
    if workers > 1 and len(jobs) > 1:
        size = chunk or max(1, len(jobs) // (workers * 8))
        with ProcessPoolExecutor(max_workers=workers) as pool:
            return list(progress(pool.map(function, jobs, chunksize=size)))
    return [function(job) for job in progress(jobs)]


def _chunk_of(function, chunk):
    return [function(job) for job in chunk]


def ray_module():
    """The ``ray`` module, or a one-line error saying how to install it."""
    try:
        import ray
    except ImportError:
        raise RulekitError("the ray backend needs Ray: pip install 'rulekit[ray]'") from None
    return ray


def connect(address: str | None = None, workers: int | None = None):
    """Join the Ray cluster at ``address``, or start a local one (``ray.init(address="local")``:
    ``workers`` CPUs when more than one, else all of them); a Ray already initialised in this
    process is used as it is."""
    ray = ray_module()
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                  "logging_level": "ERROR", "configure_logging": False}
        if address:
            _reachable(address)
            kwargs["address"] = address
        else:  # a new local Ray, even where `ray start` left a cluster's address behind
            kwargs["address"] = "local"
            if workers and workers > 1:
                kwargs["num_cpus"] = workers
        try:
            ray.init(**kwargs)
        except ConnectionError as exc:
            raise RulekitError(f"cannot reach the Ray cluster at {address!r}: {exc}") from None
    return ray


def _reachable(address: str, timeout: float = 5.0) -> None:
    """A ``host:port`` address (or ``ray://host:port``) must answer within ``timeout`` seconds:
    Ray itself would wait a long while before giving up. ``auto`` is left to Ray."""
    import socket

    where = address.split("://", 1)[-1]
    host, _, port = where.rpartition(":")
    if not host or not port.isdigit():
        return
    try:
        socket.create_connection((host, int(port)), timeout=timeout).close()
    except OSError as exc:
        raise RulekitError(f"cannot reach the Ray cluster at {address!r}: {exc}") from None


def _task_error(exc) -> Exception:
    """The error a failed Ray task raised, as the local backends would raise it: the task's own
    exception when Ray could bring it back, else one line naming it."""
    cause = getattr(exc, "cause", None)
    if isinstance(cause, Exception) and type(cause).__name__ != "UnserializableException":
        return cause
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    errors = [line for line in lines if "Error:" in line or "Exception:" in line]
    return RulekitError(f"a Ray task failed: {(errors or lines or [type(exc).__name__])[-1]}")


def _run_ray(function, jobs, workers, address, progress, chunk):
    ray = connect(address, workers)
    if not jobs:
        return []
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    size = chunk or max(1, math.ceil(len(jobs) / (cpus * 4)))
    task = ray.remote(max_retries=RAY_RETRIES)(_chunk_of)
    pending = {}
    for start in range(0, len(jobs), size):
        pending[task.remote(function, jobs[start:start + size])] = start
    results: list = [None] * len(jobs)

    def arriving():
        waiting = list(pending)
        while waiting:
            done, waiting = ray.wait(waiting, num_returns=1)
            for ref in done:
                start = pending[ref]
                try:
                    values = ray.get(ref)
                except ray.exceptions.RayError as exc:
                    raise _task_error(exc) from None
                results[start:start + len(values)] = values
                yield from values

    for _ in progress(arriving()):
        pass
    return results


def backend_options(function):
    """``--backend process|ray`` and ``--address ADDR``, in ``simulate``, ``tournament`` and ``balance``."""
    import click

    function = click.option("--address", default=None, metavar="ADDR",
                            help="The Ray cluster to join (with --backend ray); default: a local Ray.")(function)
    return click.option("--backend", type=click.Choice(BACKENDS), default="process", show_default=True,
                        help="Where the matches run: local processes (--workers) or Ray tasks.")(function)
