/* Graph algorithms on small fixed graphs: BFS distances, DFS with discovery/finish times,
 * Dijkstra with an O(V^2) scan, topological sort (Kahn), connected components with
 * union-find (path compression, union by rank), Floyd-Warshall. */
#include <stdio.h>
#include <string.h>
#include <limits.h>

#define V 12
#define INF INT_MAX

static int adj[V][V];

static void bfs(int src) {
    int dist[V], queue[V], head = 0, tail = 0;
    for (int i = 0; i < V; i++)
        dist[i] = -1;
    dist[src] = 0;
    queue[tail++] = src;
    while (head < tail) {
        int u = queue[head++];
        for (int v = 0; v < V; v++)
            if (adj[u][v] && dist[v] < 0) {
                dist[v] = dist[u] + 1;
                queue[tail++] = v;
            }
    }
    printf("bfs from %d:", src);
    for (int i = 0; i < V; i++)
        printf(" %d", dist[i]);
    printf("\n");
}

static int disc[V], fin[V], timer;
static void dfs(int u) {
    disc[u] = ++timer;
    for (int v = 0; v < V; v++)
        if (adj[u][v] && !disc[v])
            dfs(v);
    fin[u] = ++timer;
}

static void dijkstra(int src) {
    int dist[V], done[V] = {0}, prev[V];
    for (int i = 0; i < V; i++) {
        dist[i] = INF;
        prev[i] = -1;
    }
    dist[src] = 0;
    for (int it = 0; it < V; it++) {
        int u = -1;
        for (int i = 0; i < V; i++)
            if (!done[i] && dist[i] != INF && (u < 0 || dist[i] < dist[u]))
                u = i;
        if (u < 0)
            break;
        done[u] = 1;
        for (int v = 0; v < V; v++)
            if (adj[u][v] && dist[u] + adj[u][v] < dist[v]) {
                dist[v] = dist[u] + adj[u][v];
                prev[v] = u;
            }
    }
    for (int t = 0; t < V; t++) {
        if (dist[t] == INF) {
            printf("  %d: unreachable\n", t);
            continue;
        }
        int path[V], n = 0;
        for (int c = t; c >= 0; c = prev[c])
            path[n++] = c;
        printf("  %d: dist %d path", t, dist[t]);
        while (n--)
            printf(" %d", path[n]);
        printf("\n");
    }
}

static int parent[V], rnk[V];
static int find(int x) { return parent[x] == x ? x : (parent[x] = find(parent[x])); }
static void unite(int a, int b) {
    a = find(a);
    b = find(b);
    if (a == b) return;
    if (rnk[a] < rnk[b]) { int t = a; a = b; b = t; }
    parent[b] = a;
    if (rnk[a] == rnk[b]) rnk[a]++;
}

int main(void) {
    static const int edges[][3] = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 5}, {2, 3, 8},
                                   {3, 4, 3}, {4, 5, 1}, {5, 3, 2}, {6, 7, 1}, {7, 8, 2},
                                   {2, 5, 12}, {8, 6, 7}, {9, 10, 3}, {4, 9, 9}};
    int ne = sizeof edges / sizeof edges[0];
    memset(adj, 0, sizeof adj);
    for (int i = 0; i < ne; i++)
        adj[edges[i][0]][edges[i][1]] = edges[i][2];
    bfs(0);
    bfs(6);
    for (int u = 0; u < V; u++)
        if (!disc[u])
            dfs(u);
    for (int u = 0; u < V; u++)
        printf("node %d: disc %d fin %d\n", u, disc[u], fin[u]);
    printf("dijkstra from 0:\n");
    dijkstra(0);
    /* topological sort of a DAG (drop the cycle edges 5->3 and 8->6) */
    adj[5][3] = 0;
    adj[8][6] = 0;
    int indeg[V] = {0}, order[V], n = 0, q[V], h = 0, t = 0;
    for (int u = 0; u < V; u++)
        for (int v = 0; v < V; v++)
            indeg[v] += adj[u][v] != 0;
    for (int u = 0; u < V; u++)
        if (!indeg[u])
            q[t++] = u;
    while (h < t) {
        int u = q[h++];
        order[n++] = u;
        for (int v = 0; v < V; v++)
            if (adj[u][v] && --indeg[v] == 0)
                q[t++] = v;
    }
    printf("topological order (%d):", n);
    for (int i = 0; i < n; i++)
        printf(" %d", order[i]);
    printf("\n");
    for (int i = 0; i < V; i++) {
        parent[i] = i;
        rnk[i] = 0;
    }
    for (int i = 0; i < ne; i++)
        unite(edges[i][0], edges[i][1]);
    int comps = 0;
    for (int i = 0; i < V; i++)
        comps += find(i) == i;
    printf("components: %d;", comps);
    for (int i = 0; i < V; i++)
        printf(" %d", find(i) == find(0) ? 0 : find(i) == find(6) ? 6 : find(i) == find(11) ? 11 : -1);
    printf("\n");
    long d[V][V];
    for (int i = 0; i < V; i++)
        for (int j = 0; j < V; j++)
            d[i][j] = i == j ? 0 : adj[i][j] ? adj[i][j] : 1000000;
    for (int k = 0; k < V; k++)
        for (int i = 0; i < V; i++)
            for (int j = 0; j < V; j++)
                if (d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
    long total = 0;
    int reachable = 0;
    for (int i = 0; i < V; i++)
        for (int j = 0; j < V; j++)
            if (d[i][j] < 1000000) {
                total += d[i][j];
                reachable++;
            }
    printf("floyd: reachable pairs %d, total distance %ld, d[0][10]=%ld\n", reachable, total,
           d[0][10]);
    return 0;
}
