; ModuleID = 'mem_funcs.c'
source_filename = "mem_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, [12 x i8], [3 x double], i16 }

@.str = private unnamed_addr constant [9 x i8] c"move fwd\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"move back\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"memset\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"memset 300\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"memcmp a,b=%d b,a=%d a,a=%d n=3 %d n=0 %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"answer\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [49 x i8] c"copy equal=%d id=%d name=%s v=%g,%g,%g flags=%x\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [23 x i8] c"after change equal=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [26 x i8] c"arr[%d] id=%d v=%g,%g,%g\0A\00", align 1, !dbg !39
@main.big1 = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !44
@main.big2 = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !62
@.str.9 = private unnamed_addr constant [36 x i8] c"big checksum=%u first=%u second=%u\0A\00", align 1, !dbg !67
@.str.10 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1, !dbg !72
@.str.11 = private unnamed_addr constant [31 x i8] c"bytewise doubles: %g %g %g %g\0A\00", align 1, !dbg !77
@.str.12 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !82
@.str.13 = private unnamed_addr constant [13 x i8] c"ones: %d %d\0A\00", align 1, !dbg !84
@.str.14 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !89
@.str.15 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !94

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca [17 x i8], align 16, !DIAssignID !169
    #dbg_assign(i1 undef, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 136), !169, ptr %1, !DIExpression(), !170)
  %2 = alloca %struct.rec, align 8, !DIAssignID !171
    #dbg_assign(i1 undef, !115, !DIExpression(), !171, ptr %2, !DIExpression(), !170)
  %3 = alloca %struct.rec, align 8, !DIAssignID !172
    #dbg_assign(i1 undef, !132, !DIExpression(), !172, ptr %3, !DIExpression(), !170)
  %4 = alloca [5 x %struct.rec], align 16, !DIAssignID !173
    #dbg_assign(i1 undef, !133, !DIExpression(), !173, ptr %4, !DIExpression(), !170)
  %5 = alloca [16 x i8], align 16, !DIAssignID !174
    #dbg_assign(i1 undef, !158, !DIExpression(), !174, ptr %5, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %1), !dbg !175
    #dbg_value(i64 7, !106, !DIExpression(), !176)
  store <8 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>, ptr %1, align 16, !dbg !177, !tbaa !179
    #dbg_value(i64 8, !106, !DIExpression(), !176)
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !177
  store i8 8, ptr %6, align 8, !dbg !177, !tbaa !179
    #dbg_value(i64 9, !106, !DIExpression(), !176)
  %7 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !177
  store i8 9, ptr %7, align 1, !dbg !177, !tbaa !179
    #dbg_value(i8 17, !102, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !170)
    #dbg_value(i8 18, !102, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !170)
    #dbg_value(i8 19, !102, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !170)
    #dbg_value(i32 387323156, !102, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !170)
    #dbg_value(i64 24, !106, !DIExpression(), !176)
  %8 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !182
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(10) %8, ptr noundef nonnull align 16 dereferenceable(10) %1, i64 10, i1 false), !dbg !182, !DIAssignID !183
    #dbg_assign(i1 undef, !102, !DIExpression(DW_OP_LLVM_fragment, 32, 80), !183, ptr %8, !DIExpression(), !170)
    #dbg_value(ptr @.str, !184, !DIExpression(), !195)
    #dbg_value(ptr undef, !191, !DIExpression(), !195)
    #dbg_value(i64 24, !192, !DIExpression(), !195)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str), !dbg !197
    #dbg_value(i64 0, !193, !DIExpression(), !198)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0), !dbg !199
    #dbg_value(i64 1, !193, !DIExpression(), !198)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1), !dbg !199
    #dbg_value(i64 2, !193, !DIExpression(), !198)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 2), !dbg !199
    #dbg_value(i64 3, !193, !DIExpression(), !198)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 3), !dbg !199
    #dbg_value(i64 4, !193, !DIExpression(), !198)
  %14 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !201
  %15 = load i8, ptr %14, align 4, !dbg !201, !tbaa !179
  %16 = zext i8 %15 to i32, !dbg !201
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %16), !dbg !199
    #dbg_value(i64 5, !193, !DIExpression(), !198)
  %18 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !201
  %19 = load i8, ptr %18, align 1, !dbg !201, !tbaa !179
  %20 = zext i8 %19 to i32, !dbg !201
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %20), !dbg !199
    #dbg_value(i64 6, !193, !DIExpression(), !198)
  %22 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !201
  %23 = load i8, ptr %22, align 2, !dbg !201, !tbaa !179
  %24 = zext i8 %23 to i32, !dbg !201
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %24), !dbg !199
    #dbg_value(i64 7, !193, !DIExpression(), !198)
  %26 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !201
  %27 = load i8, ptr %26, align 1, !dbg !201, !tbaa !179
  %28 = zext i8 %27 to i32, !dbg !201
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %28), !dbg !199
    #dbg_value(i64 8, !193, !DIExpression(), !198)
  %30 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !201
  %31 = load i8, ptr %30, align 8, !dbg !201, !tbaa !179
  %32 = zext i8 %31 to i32, !dbg !201
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %32), !dbg !199
    #dbg_value(i64 9, !193, !DIExpression(), !198)
  %34 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !201
  %35 = load i8, ptr %34, align 1, !dbg !201, !tbaa !179
  %36 = zext i8 %35 to i32, !dbg !201
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %36), !dbg !199
    #dbg_value(i64 10, !193, !DIExpression(), !198)
  %38 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !201
  %39 = load i8, ptr %38, align 2, !dbg !201, !tbaa !179
  %40 = zext i8 %39 to i32, !dbg !201
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %40), !dbg !199
    #dbg_value(i64 11, !193, !DIExpression(), !198)
  %42 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !201
  %43 = load i8, ptr %42, align 1, !dbg !201, !tbaa !179
  %44 = zext i8 %43 to i32, !dbg !201
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %44), !dbg !199
    #dbg_value(i64 12, !193, !DIExpression(), !198)
  %46 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !201
  %47 = load i8, ptr %46, align 4, !dbg !201, !tbaa !179
  %48 = zext i8 %47 to i32, !dbg !201
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %48), !dbg !199
    #dbg_value(i64 13, !193, !DIExpression(), !198)
  %50 = getelementptr inbounds i8, ptr %1, i64 13, !dbg !201
  %51 = load i8, ptr %50, align 1, !dbg !201, !tbaa !179
  %52 = zext i8 %51 to i32, !dbg !201
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %52), !dbg !199
    #dbg_value(i64 14, !193, !DIExpression(), !198)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 14), !dbg !199
    #dbg_value(i64 15, !193, !DIExpression(), !198)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 15), !dbg !199
    #dbg_value(i64 16, !193, !DIExpression(), !198)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 16), !dbg !199
    #dbg_value(i64 17, !193, !DIExpression(), !198)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 17), !dbg !199
    #dbg_value(i64 18, !193, !DIExpression(), !198)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 18), !dbg !199
    #dbg_value(i64 19, !193, !DIExpression(), !198)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 19), !dbg !199
    #dbg_value(i64 20, !193, !DIExpression(), !198)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 20), !dbg !199
    #dbg_value(i64 21, !193, !DIExpression(), !198)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 21), !dbg !199
    #dbg_value(i64 22, !193, !DIExpression(), !198)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 22), !dbg !199
    #dbg_value(i64 23, !193, !DIExpression(), !198)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 23), !dbg !199
    #dbg_value(i64 24, !193, !DIExpression(), !198)
  %64 = tail call i32 @putchar(i32 10), !dbg !202
    #dbg_value(i64 15, !108, !DIExpression(), !203)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !dbg !204, !tbaa !179
    #dbg_value(i64 16, !108, !DIExpression(), !203)
  %65 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !204
  store i8 16, ptr %65, align 16, !dbg !204, !tbaa !179
    #dbg_value(i8 17, !102, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !170)
    #dbg_value(i8 18, !102, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !170)
    #dbg_value(i8 19, !102, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !170)
    #dbg_value(i32 387323156, !102, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !170)
    #dbg_value(i64 24, !108, !DIExpression(), !203)
  %66 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !206
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %1, ptr noundef nonnull align 1 dereferenceable(12) %66, i64 12, i1 false), !dbg !206, !DIAssignID !207
    #dbg_assign(i1 undef, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !207, ptr %1, !DIExpression(), !170)
    #dbg_value(ptr @.str.1, !184, !DIExpression(), !208)
    #dbg_value(ptr undef, !191, !DIExpression(), !208)
    #dbg_value(i64 24, !192, !DIExpression(), !208)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1), !dbg !210
    #dbg_value(i64 0, !193, !DIExpression(), !211)
  %68 = load i8, ptr %1, align 16, !dbg !212, !tbaa !179
  %69 = zext i8 %68 to i32, !dbg !212
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %69), !dbg !213
    #dbg_value(i64 1, !193, !DIExpression(), !211)
  %71 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !212
  %72 = load i8, ptr %71, align 1, !dbg !212, !tbaa !179
  %73 = zext i8 %72 to i32, !dbg !212
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %73), !dbg !213
    #dbg_value(i64 2, !193, !DIExpression(), !211)
  %75 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !212
  %76 = load i8, ptr %75, align 2, !dbg !212, !tbaa !179
  %77 = zext i8 %76 to i32, !dbg !212
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %77), !dbg !213
    #dbg_value(i64 3, !193, !DIExpression(), !211)
  %79 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !212
  %80 = load i8, ptr %79, align 1, !dbg !212, !tbaa !179
  %81 = zext i8 %80 to i32, !dbg !212
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %81), !dbg !213
    #dbg_value(i64 4, !193, !DIExpression(), !211)
  %83 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !212
  %84 = load i8, ptr %83, align 4, !dbg !212, !tbaa !179
  %85 = zext i8 %84 to i32, !dbg !212
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %85), !dbg !213
    #dbg_value(i64 5, !193, !DIExpression(), !211)
  %87 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !212
  %88 = load i8, ptr %87, align 1, !dbg !212, !tbaa !179
  %89 = zext i8 %88 to i32, !dbg !212
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %89), !dbg !213
    #dbg_value(i64 6, !193, !DIExpression(), !211)
  %91 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !212
  %92 = load i8, ptr %91, align 2, !dbg !212, !tbaa !179
  %93 = zext i8 %92 to i32, !dbg !212
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %93), !dbg !213
    #dbg_value(i64 7, !193, !DIExpression(), !211)
  %95 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !212
  %96 = load i8, ptr %95, align 1, !dbg !212, !tbaa !179
  %97 = zext i8 %96 to i32, !dbg !212
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %97), !dbg !213
    #dbg_value(i64 8, !193, !DIExpression(), !211)
  %99 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !212
  %100 = load i8, ptr %99, align 8, !dbg !212, !tbaa !179
  %101 = zext i8 %100 to i32, !dbg !212
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %101), !dbg !213
    #dbg_value(i64 9, !193, !DIExpression(), !211)
  %103 = getelementptr inbounds i8, ptr %1, i64 9, !dbg !212
  %104 = load i8, ptr %103, align 1, !dbg !212, !tbaa !179
  %105 = zext i8 %104 to i32, !dbg !212
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %105), !dbg !213
    #dbg_value(i64 10, !193, !DIExpression(), !211)
  %107 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !212
  %108 = load i8, ptr %107, align 2, !dbg !212, !tbaa !179
  %109 = zext i8 %108 to i32, !dbg !212
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %109), !dbg !213
    #dbg_value(i64 11, !193, !DIExpression(), !211)
  %111 = getelementptr inbounds i8, ptr %1, i64 11, !dbg !212
  %112 = load i8, ptr %111, align 1, !dbg !212, !tbaa !179
  %113 = zext i8 %112 to i32, !dbg !212
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %113), !dbg !213
    #dbg_value(i64 12, !193, !DIExpression(), !211)
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 12), !dbg !213
    #dbg_value(i64 13, !193, !DIExpression(), !211)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 13), !dbg !213
    #dbg_value(i64 14, !193, !DIExpression(), !211)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 14), !dbg !213
    #dbg_value(i64 15, !193, !DIExpression(), !211)
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 15), !dbg !213
    #dbg_value(i64 16, !193, !DIExpression(), !211)
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 16), !dbg !213
    #dbg_value(i64 17, !193, !DIExpression(), !211)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 17), !dbg !213
    #dbg_value(i64 18, !193, !DIExpression(), !211)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 18), !dbg !213
    #dbg_value(i64 19, !193, !DIExpression(), !211)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 19), !dbg !213
    #dbg_value(i64 20, !193, !DIExpression(), !211)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 20), !dbg !213
    #dbg_value(i64 21, !193, !DIExpression(), !211)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 21), !dbg !213
    #dbg_value(i64 22, !193, !DIExpression(), !211)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 22), !dbg !213
    #dbg_value(i64 23, !193, !DIExpression(), !211)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 23), !dbg !213
    #dbg_value(i64 24, !193, !DIExpression(), !211)
  %127 = tail call i32 @putchar(i32 10), !dbg !214
    #dbg_assign(i1 undef, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 56), !215, ptr %1, !DIExpression(), !170)
    #dbg_value(i32 0, !102, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !170)
    #dbg_value(ptr @.str.2, !184, !DIExpression(), !216)
    #dbg_value(ptr undef, !191, !DIExpression(), !216)
    #dbg_value(i64 24, !192, !DIExpression(), !216)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.2), !dbg !218
    #dbg_value(i64 0, !193, !DIExpression(), !219)
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !220
    #dbg_value(i64 1, !193, !DIExpression(), !219)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !220
    #dbg_value(i64 2, !193, !DIExpression(), !219)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !220
    #dbg_value(i64 3, !193, !DIExpression(), !219)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !220
    #dbg_value(i64 4, !193, !DIExpression(), !219)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !220
    #dbg_value(i64 5, !193, !DIExpression(), !219)
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !220
    #dbg_value(i64 6, !193, !DIExpression(), !219)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !220
    #dbg_value(i64 7, !193, !DIExpression(), !219)
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %97), !dbg !220
    #dbg_value(i64 8, !193, !DIExpression(), !219)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %101), !dbg !220
    #dbg_value(i64 9, !193, !DIExpression(), !219)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %105), !dbg !220
    #dbg_value(i64 10, !193, !DIExpression(), !219)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %109), !dbg !220
    #dbg_value(i64 11, !193, !DIExpression(), !219)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %113), !dbg !220
    #dbg_value(i64 12, !193, !DIExpression(), !219)
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 12), !dbg !220
    #dbg_value(i64 13, !193, !DIExpression(), !219)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 13), !dbg !220
    #dbg_value(i64 14, !193, !DIExpression(), !219)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 14), !dbg !220
    #dbg_value(i64 15, !193, !DIExpression(), !219)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 15), !dbg !220
    #dbg_value(i64 16, !193, !DIExpression(), !219)
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 16), !dbg !220
    #dbg_value(i64 17, !193, !DIExpression(), !219)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 17), !dbg !220
    #dbg_value(i64 18, !193, !DIExpression(), !219)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 18), !dbg !220
    #dbg_value(i64 19, !193, !DIExpression(), !219)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 19), !dbg !220
    #dbg_value(i64 20, !193, !DIExpression(), !219)
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0), !dbg !220
    #dbg_value(i64 21, !193, !DIExpression(), !219)
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0), !dbg !220
    #dbg_value(i64 22, !193, !DIExpression(), !219)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0), !dbg !220
    #dbg_value(i64 23, !193, !DIExpression(), !219)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0), !dbg !220
    #dbg_value(i64 24, !193, !DIExpression(), !219)
  %153 = tail call i32 @putchar(i32 10), !dbg !221
    #dbg_assign(i16 11308, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !222, ptr %1, !DIExpression(), !170)
    #dbg_value(ptr @.str.3, !184, !DIExpression(), !223)
    #dbg_value(ptr undef, !191, !DIExpression(), !223)
    #dbg_value(i64 4, !192, !DIExpression(), !223)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3), !dbg !225
    #dbg_value(i64 0, !193, !DIExpression(), !226)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 44), !dbg !227
    #dbg_value(i64 1, !193, !DIExpression(), !226)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 44), !dbg !227
    #dbg_value(i64 2, !193, !DIExpression(), !226)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !227
    #dbg_value(i64 3, !193, !DIExpression(), !226)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 171), !dbg !227
    #dbg_value(i64 4, !193, !DIExpression(), !226)
  %159 = tail call i32 @putchar(i32 10), !dbg !228
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef -1, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !229
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #8, !dbg !230
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #8, !dbg !230
  %161 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !231
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %161, i8 0, i64 40, i1 false), !dbg !231, !DIAssignID !232
    #dbg_assign(i8 0, !115, !DIExpression(), !232, ptr %2, !DIExpression(), !170)
    #dbg_assign(i8 0, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !233, ptr undef, !DIExpression(), !170)
  store i32 42, ptr %2, align 8, !dbg !234, !tbaa !235, !DIAssignID !239
    #dbg_assign(i32 42, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !239, ptr %2, !DIExpression(), !170)
  %162 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(7) %162, ptr noundef nonnull align 1 dereferenceable(7) @.str.5, i64 7, i1 false) #8, !dbg !241
  %163 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !242
    #dbg_assign(double 1.500000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !243, ptr %163, !DIExpression(), !170)
  store <2 x double> <double 1.500000e+00, double -2.500000e+00>, ptr %163, align 8, !dbg !244, !tbaa !245, !DIAssignID !243
    #dbg_assign(double -2.500000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !243, ptr %2, !DIExpression(DW_OP_plus_uconst, 24), !170)
  %164 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !247
  store double 1.000000e+10, ptr %164, align 8, !dbg !248, !tbaa !245, !DIAssignID !249
    #dbg_assign(double 1.000000e+10, !115, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !249, ptr %164, !DIExpression(), !170)
  %165 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !250
  store i16 -16657, ptr %165, align 8, !dbg !251, !tbaa !252, !DIAssignID !253
    #dbg_assign(i16 -16657, !115, !DIExpression(DW_OP_LLVM_fragment, 320, 16), !253, ptr %165, !DIExpression(), !170)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !dbg !254, !DIAssignID !255
    #dbg_assign(i1 undef, !132, !DIExpression(), !255, ptr %3, !DIExpression(), !170)
  %166 = call i32 @bcmp(ptr noundef nonnull dereferenceable(48) %2, ptr noundef nonnull dereferenceable(48) %3, i64 48), !dbg !256
  %167 = icmp eq i32 %166, 0, !dbg !257
  %168 = zext i1 %167 to i32, !dbg !257
  %169 = load i32, ptr %3, align 8, !dbg !258, !tbaa !235
  %170 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !259
  %171 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !260
  %172 = load double, ptr %171, align 8, !dbg !261, !tbaa !245
  %173 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !262
  %174 = load double, ptr %173, align 8, !dbg !262, !tbaa !245
  %175 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !263
  %176 = load double, ptr %175, align 8, !dbg !263, !tbaa !245
  %177 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !264
  %178 = load i16, ptr %177, align 8, !dbg !264, !tbaa !252
  %179 = zext i16 %178 to i32, !dbg !265
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %168, i32 noundef %169, ptr noundef nonnull %170, double noundef %172, double noundef %174, double noundef %176, i32 noundef %179), !dbg !266
  store double 0.000000e+00, ptr %173, align 8, !dbg !267, !tbaa !245, !DIAssignID !268
    #dbg_assign(double 0.000000e+00, !132, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !268, ptr %173, !DIExpression(), !170)
  %181 = call i32 @bcmp(ptr noundef nonnull dereferenceable(48) %2, ptr noundef nonnull dereferenceable(48) %3, i64 48), !dbg !269
  %182 = icmp eq i32 %181, 0, !dbg !270
  %183 = zext i1 %182 to i32, !dbg !270
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %183), !dbg !271
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4), !dbg !272
    #dbg_assign(i8 0, !133, !DIExpression(), !273, ptr %4, !DIExpression(), !170)
    #dbg_value(i64 1, !135, !DIExpression(), !274)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(240) %4, i8 0, i64 240, i1 false), !dbg !275, !DIAssignID !273
  %185 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !275
  store i32 1, ptr %185, align 16, !dbg !275, !tbaa !235
  %186 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !278
  store double 1.250000e+00, ptr %186, align 8, !dbg !278, !tbaa !245
    #dbg_value(i64 2, !135, !DIExpression(), !274)
  %187 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !275
  store i32 2, ptr %187, align 16, !dbg !275, !tbaa !235
  %188 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !278
  store double 2.500000e+00, ptr %188, align 16, !dbg !278, !tbaa !245
    #dbg_value(i64 3, !135, !DIExpression(), !274)
  %189 = getelementptr inbounds i8, ptr %4, i64 144, !dbg !275
  store i32 3, ptr %189, align 16, !dbg !275, !tbaa !235
  %190 = getelementptr inbounds i8, ptr %4, i64 160, !dbg !278
  store double 3.750000e+00, ptr %190, align 16, !dbg !278, !tbaa !245
    #dbg_value(i64 5, !135, !DIExpression(), !274)
  %191 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !279
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %191, ptr noundef nonnull align 16 dereferenceable(192) %4, i64 192, i1 false), !dbg !279, !DIAssignID !280
    #dbg_assign(i1 undef, !133, !DIExpression(DW_OP_LLVM_fragment, 384, 1536), !280, ptr %191, !DIExpression(), !170)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %4, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !dbg !281, !DIAssignID !282
    #dbg_assign(i1 undef, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 384), !282, ptr %4, !DIExpression(), !170)
    #dbg_value(i64 0, !137, !DIExpression(), !283)
  %192 = load i32, ptr %4, align 16, !dbg !284, !tbaa !235
  %193 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !286
  %194 = load double, ptr %193, align 16, !dbg !286, !tbaa !245
  %195 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !287
  %196 = load double, ptr %195, align 8, !dbg !287, !tbaa !245
  %197 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !288
  %198 = load double, ptr %197, align 16, !dbg !288, !tbaa !245
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %192, double noundef %194, double noundef %196, double noundef %198), !dbg !289
    #dbg_value(i64 1, !137, !DIExpression(), !283)
  %200 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !284
  %201 = load i32, ptr %200, align 16, !dbg !284, !tbaa !235
  %202 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !286
  %203 = load double, ptr %202, align 16, !dbg !286, !tbaa !245
  %204 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !287
  %205 = load double, ptr %204, align 8, !dbg !287, !tbaa !245
  %206 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !288
  %207 = load double, ptr %206, align 16, !dbg !288, !tbaa !245
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef %201, double noundef %203, double noundef %205, double noundef %207), !dbg !289
    #dbg_value(i64 2, !137, !DIExpression(), !283)
  %209 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !284
  %210 = load i32, ptr %209, align 16, !dbg !284, !tbaa !235
  %211 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !286
  %212 = load double, ptr %211, align 16, !dbg !286, !tbaa !245
  %213 = getelementptr inbounds i8, ptr %4, i64 120, !dbg !287
  %214 = load double, ptr %213, align 8, !dbg !287, !tbaa !245
  %215 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !288
  %216 = load double, ptr %215, align 16, !dbg !288, !tbaa !245
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef %210, double noundef %212, double noundef %214, double noundef %216), !dbg !289
    #dbg_value(i64 3, !137, !DIExpression(), !283)
  %218 = getelementptr inbounds i8, ptr %4, i64 144, !dbg !284
  %219 = load i32, ptr %218, align 16, !dbg !284, !tbaa !235
  %220 = getelementptr inbounds i8, ptr %4, i64 160, !dbg !286
  %221 = load double, ptr %220, align 16, !dbg !286, !tbaa !245
  %222 = getelementptr inbounds i8, ptr %4, i64 168, !dbg !287
  %223 = load double, ptr %222, align 8, !dbg !287, !tbaa !245
  %224 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !288
  %225 = load double, ptr %224, align 16, !dbg !288, !tbaa !245
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef %219, double noundef %221, double noundef %223, double noundef %225), !dbg !289
    #dbg_value(i64 4, !137, !DIExpression(), !283)
  %227 = getelementptr inbounds i8, ptr %4, i64 192, !dbg !284
  %228 = load i32, ptr %227, align 16, !dbg !284, !tbaa !235
  %229 = getelementptr inbounds i8, ptr %4, i64 208, !dbg !286
  %230 = load double, ptr %229, align 16, !dbg !286, !tbaa !245
  %231 = getelementptr inbounds i8, ptr %4, i64 216, !dbg !287
  %232 = load double, ptr %231, align 8, !dbg !287, !tbaa !245
  %233 = getelementptr inbounds i8, ptr %4, i64 224, !dbg !288
  %234 = load double, ptr %233, align 16, !dbg !288, !tbaa !245
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 4, i32 noundef %228, double noundef %230, double noundef %232, double noundef %234), !dbg !289
    #dbg_value(i64 5, !137, !DIExpression(), !283)
  br label %236, !dbg !290

236:                                              ; preds = %236, %0
  %237 = phi i64 [ 0, %0 ], [ %244, %236 ], !dbg !291
  %238 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %245, %236 ], !dbg !293
  %239 = mul <4 x i32> %238, <i32 -1640531535, i32 -1640531535, i32 -1640531535, i32 -1640531535>, !dbg !293
  %240 = mul <4 x i32> %238, <i32 -1640531535, i32 -1640531535, i32 -1640531535, i32 -1640531535>, !dbg !293
  %241 = add <4 x i32> %240, <i32 2027808452, i32 2027808452, i32 2027808452, i32 2027808452>, !dbg !293
  %242 = getelementptr inbounds [4096 x i32], ptr @main.big1, i64 0, i64 %237, !dbg !294
  %243 = getelementptr inbounds i8, ptr %242, i64 16, !dbg !295
  store <4 x i32> %239, ptr %242, align 16, !dbg !295, !tbaa !296
  store <4 x i32> %241, ptr %243, align 16, !dbg !295, !tbaa !296
  %244 = add nuw i64 %237, 8, !dbg !291
  %245 = add <4 x i32> %238, <i32 8, i32 8, i32 8, i32 8>, !dbg !293
  %246 = icmp eq i64 %244, 4096, !dbg !291
  br i1 %246, label %247, label %236, !dbg !291, !llvm.loop !297

247:                                              ; preds = %236
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16384) @main.big2, ptr noundef nonnull align 16 dereferenceable(16384) @main.big1, i64 16384, i1 false), !dbg !302
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16380) getelementptr inbounds (i8, ptr @main.big2, i64 4), ptr noundef nonnull align 16 dereferenceable(16380) @main.big2, i64 16380, i1 false), !dbg !303
    #dbg_value(i32 0, !141, !DIExpression(), !170)
    #dbg_value(i32 0, !142, !DIExpression(), !304)
  br label %258, !dbg !305

248:                                              ; preds = %258
  %249 = load i32, ptr @main.big2, align 16, !dbg !306, !tbaa !296
  %250 = load i32, ptr getelementptr inbounds (i8, ptr @main.big2, i64 4), align 4, !dbg !307, !tbaa !296
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %279, i32 noundef %249, i32 noundef %250), !dbg !308
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16384) @main.big1, i8 -1, i64 16384, i1 false), !dbg !309
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef -1), !dbg !310
    #dbg_assign(i1 undef, !144, !DIExpression(), !311, ptr poison, !DIExpression(), !170)
    #dbg_value(ptr undef, !147, !DIExpression(), !170)
    #dbg_value(ptr poison, !148, !DIExpression(), !170)
    #dbg_value(double 1.000000e-01, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
    #dbg_value(double 2.000000e-01, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
    #dbg_value(double 3.000000e-01, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !170)
    #dbg_value(double 4.000000e-01, !146, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !170)
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01), !dbg !312
    #dbg_assign(i1 undef, !154, !DIExpression(), !313, ptr poison, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #8, !dbg !314
  store i64 28548958891568995, ptr %5, align 16, !dbg !315
  %254 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %5) #9, !dbg !316
  %255 = trunc i64 %254 to i32, !dbg !317
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %5, i32 noundef %255), !dbg !318
    #dbg_value(i32 16843009, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
    #dbg_value(i64 72340172838076673, !159, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !170)
    #dbg_value(i32 16843009, !159, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !170)
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 16843009, i32 noundef 16843009), !dbg !319
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #8, !dbg !320
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4), !dbg !320
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #8, !dbg !320
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #8, !dbg !320
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %1), !dbg !320
  ret i32 0, !dbg !321

258:                                              ; preds = %258, %247
  %259 = phi i64 [ 0, %247 ], [ %280, %258 ]
  %260 = phi i32 [ 0, %247 ], [ %279, %258 ]
    #dbg_value(i64 %259, !142, !DIExpression(), !304)
    #dbg_value(i32 %260, !141, !DIExpression(), !170)
  %261 = mul i32 %260, 31, !dbg !322
  %262 = getelementptr inbounds [4096 x i32], ptr @main.big2, i64 0, i64 %259, !dbg !324
  %263 = load i32, ptr %262, align 16, !dbg !324, !tbaa !296
  %264 = add i32 %263, %261, !dbg !325
    #dbg_value(i32 %264, !141, !DIExpression(), !170)
  %265 = or disjoint i64 %259, 1, !dbg !326
    #dbg_value(i64 %265, !142, !DIExpression(), !304)
  %266 = mul i32 %264, 31, !dbg !322
  %267 = getelementptr inbounds [4096 x i32], ptr @main.big2, i64 0, i64 %265, !dbg !324
  %268 = load i32, ptr %267, align 4, !dbg !324, !tbaa !296
  %269 = add i32 %268, %266, !dbg !325
    #dbg_value(i32 %269, !141, !DIExpression(), !170)
  %270 = or disjoint i64 %259, 2, !dbg !326
    #dbg_value(i64 %270, !142, !DIExpression(), !304)
  %271 = mul i32 %269, 31, !dbg !322
  %272 = getelementptr inbounds [4096 x i32], ptr @main.big2, i64 0, i64 %270, !dbg !324
  %273 = load i32, ptr %272, align 8, !dbg !324, !tbaa !296
  %274 = add i32 %273, %271, !dbg !325
    #dbg_value(i32 %274, !141, !DIExpression(), !170)
  %275 = or disjoint i64 %259, 3, !dbg !326
    #dbg_value(i64 %275, !142, !DIExpression(), !304)
  %276 = mul i32 %274, 31, !dbg !322
  %277 = getelementptr inbounds [4096 x i32], ptr @main.big2, i64 0, i64 %275, !dbg !324
  %278 = load i32, ptr %277, align 4, !dbg !324, !tbaa !296
  %279 = add i32 %278, %276, !dbg !325
    #dbg_value(i32 %279, !141, !DIExpression(), !170)
  %280 = add nuw nsw i64 %259, 4, !dbg !326
    #dbg_value(i64 %280, !142, !DIExpression(), !304)
  %281 = icmp eq i64 %280, 4096, !dbg !327
  br i1 %281, label %248, label %258, !dbg !305, !llvm.loop !328
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !330 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !335 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!161, !162, !163, !164, !165, !166, !167}
!llvm.ident = !{!168}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "mem_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "c91908016dc9d658d33903401adeaafc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 49)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 23)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 26)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "big1", scope: !46, file: !2, line: 68, type: !64, isLocal: true, isDefinition: true)
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !47, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !101)
!47 = !DISubroutineType(types: !48)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !51, globals: !61, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52, !53, !58, !59, !49}
!52 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !54, line: 26, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !56, line: 42, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!57 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!61 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !62, !67, !72, !77, !82, !84, !89, !94, !96}
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "big2", scope: !46, file: !2, line: 68, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 131072, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 4096)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 36)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 18)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 31)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !14, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 13)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 4)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !91, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 2)
!101 = !{!102, !106, !108, !110, !114, !115, !132, !133, !135, !137, !139, !141, !142, !144, !146, !147, !148, !149, !154, !158, !159}
!102 = !DILocalVariable(name: "buf", scope: !46, file: !2, line: 24, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 192, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 24)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 25, type: !49)
!107 = distinct !DILexicalBlock(scope: !46, file: !2, line: 25, column: 5)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 29, type: !49)
!109 = distinct !DILexicalBlock(scope: !46, file: !2, line: 29, column: 5)
!110 = !DILocalVariable(name: "a", scope: !46, file: !2, line: 38, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 40, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 5)
!114 = !DILocalVariable(name: "b", scope: !46, file: !2, line: 39, type: !111)
!115 = !DILocalVariable(name: "r1", scope: !46, file: !2, line: 43, type: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 7, size: 384, elements: !117)
!117 = !{!118, !119, !123, !128}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !116, file: !2, line: 8, baseType: !49, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !116, file: !2, line: 9, baseType: !120, size: 96, offset: 32)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 12)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !116, file: !2, line: 10, baseType: !124, size: 192, offset: 128)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 192, elements: !126)
!125 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!126 = !{!127}
!127 = !DISubrange(count: 3)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !116, file: !2, line: 11, baseType: !129, size: 16, offset: 320)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !54, line: 25, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !56, line: 40, baseType: !131)
!131 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!132 = !DILocalVariable(name: "r2", scope: !46, file: !2, line: 43, type: !116)
!133 = !DILocalVariable(name: "arr", scope: !46, file: !2, line: 56, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 1920, elements: !112)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 58, type: !49)
!136 = distinct !DILexicalBlock(scope: !46, file: !2, line: 58, column: 5)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 64, type: !49)
!138 = distinct !DILexicalBlock(scope: !46, file: !2, line: 64, column: 5)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 69, type: !49)
!140 = distinct !DILexicalBlock(scope: !46, file: !2, line: 69, column: 5)
!141 = !DILocalVariable(name: "h", scope: !46, file: !2, line: 73, type: !53)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 74, type: !49)
!143 = distinct !DILexicalBlock(scope: !46, file: !2, line: 74, column: 5)
!144 = !DILocalVariable(name: "src", scope: !46, file: !2, line: 80, type: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 256, elements: !92)
!146 = !DILocalVariable(name: "dst", scope: !46, file: !2, line: 80, type: !145)
!147 = !DILocalVariable(name: "ds", scope: !46, file: !2, line: 81, type: !58)
!148 = !DILocalVariable(name: "ss", scope: !46, file: !2, line: 82, type: !59)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 83, type: !151)
!150 = distinct !DILexicalBlock(scope: !46, file: !2, line: 83, column: 5)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !152, line: 18, baseType: !153)
!152 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!153 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!154 = !DILocalVariable(name: "s1", scope: !46, file: !2, line: 87, type: !155)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 16)
!158 = !DILocalVariable(name: "s2", scope: !46, file: !2, line: 87, type: !155)
!159 = !DILocalVariable(name: "ones", scope: !46, file: !2, line: 91, type: !160)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 128, elements: !92)
!161 = !{i32 7, !"Dwarf Version", i32 5}
!162 = !{i32 2, !"Debug Info Version", i32 3}
!163 = !{i32 1, !"wchar_size", i32 4}
!164 = !{i32 8, !"PIC Level", i32 2}
!165 = !{i32 7, !"PIE Level", i32 2}
!166 = !{i32 7, !"uwtable", i32 2}
!167 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!168 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 0, scope: !46)
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 24, column: 5, scope: !46)
!176 = !DILocation(line: 0, scope: !107)
!177 = !DILocation(line: 26, column: 16, scope: !178)
!178 = distinct !DILexicalBlock(scope: !107, file: !2, line: 25, column: 5)
!179 = !{!180, !180, i64 0}
!180 = !{!"omnipotent char", !181, i64 0}
!181 = !{!"Simple C/C++ TBAA"}
!182 = !DILocation(line: 27, column: 5, scope: !46)
!183 = distinct !DIAssignID()
!184 = !DILocalVariable(name: "lbl", arg: 1, scope: !185, file: !2, line: 16, type: !188)
!185 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 16, type: !186, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !190)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !188, !59, !151}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!190 = !{!184, !191, !192, !193}
!191 = !DILocalVariable(name: "b", arg: 2, scope: !185, file: !2, line: 16, type: !59)
!192 = !DILocalVariable(name: "n", arg: 3, scope: !185, file: !2, line: 16, type: !151)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 18, type: !151)
!194 = distinct !DILexicalBlock(scope: !185, file: !2, line: 18, column: 5)
!195 = !DILocation(line: 0, scope: !185, inlinedAt: !196)
!196 = distinct !DILocation(line: 28, column: 5, scope: !46)
!197 = !DILocation(line: 17, column: 5, scope: !185, inlinedAt: !196)
!198 = !DILocation(line: 0, scope: !194, inlinedAt: !196)
!199 = !DILocation(line: 19, column: 9, scope: !200, inlinedAt: !196)
!200 = distinct !DILexicalBlock(scope: !194, file: !2, line: 18, column: 5)
!201 = !DILocation(line: 19, column: 23, scope: !200, inlinedAt: !196)
!202 = !DILocation(line: 20, column: 5, scope: !185, inlinedAt: !196)
!203 = !DILocation(line: 0, scope: !109)
!204 = !DILocation(line: 30, column: 16, scope: !205)
!205 = distinct !DILexicalBlock(scope: !109, file: !2, line: 29, column: 5)
!206 = !DILocation(line: 31, column: 5, scope: !46)
!207 = distinct !DIAssignID()
!208 = !DILocation(line: 0, scope: !185, inlinedAt: !209)
!209 = distinct !DILocation(line: 32, column: 5, scope: !46)
!210 = !DILocation(line: 17, column: 5, scope: !185, inlinedAt: !209)
!211 = !DILocation(line: 0, scope: !194, inlinedAt: !209)
!212 = !DILocation(line: 19, column: 23, scope: !200, inlinedAt: !209)
!213 = !DILocation(line: 19, column: 9, scope: !200, inlinedAt: !209)
!214 = !DILocation(line: 20, column: 5, scope: !185, inlinedAt: !209)
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 0, scope: !185, inlinedAt: !217)
!217 = distinct !DILocation(line: 35, column: 5, scope: !46)
!218 = !DILocation(line: 17, column: 5, scope: !185, inlinedAt: !217)
!219 = !DILocation(line: 0, scope: !194, inlinedAt: !217)
!220 = !DILocation(line: 19, column: 9, scope: !200, inlinedAt: !217)
!221 = !DILocation(line: 20, column: 5, scope: !185, inlinedAt: !217)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 0, scope: !185, inlinedAt: !224)
!224 = distinct !DILocation(line: 37, column: 5, scope: !46)
!225 = !DILocation(line: 17, column: 5, scope: !185, inlinedAt: !224)
!226 = !DILocation(line: 0, scope: !194, inlinedAt: !224)
!227 = !DILocation(line: 19, column: 9, scope: !200, inlinedAt: !224)
!228 = !DILocation(line: 20, column: 5, scope: !185, inlinedAt: !224)
!229 = !DILocation(line: 40, column: 5, scope: !46)
!230 = !DILocation(line: 43, column: 5, scope: !46)
!231 = !DILocation(line: 44, column: 5, scope: !46)
!232 = distinct !DIAssignID()
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 45, column: 11, scope: !46)
!235 = !{!236, !237, i64 0}
!236 = !{!"rec", !237, i64 0, !180, i64 4, !180, i64 16, !238, i64 40}
!237 = !{!"int", !180, i64 0}
!238 = !{!"short", !180, i64 0}
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 46, column: 15, scope: !46)
!241 = !DILocation(line: 46, column: 5, scope: !46)
!242 = !DILocation(line: 47, column: 8, scope: !46)
!243 = distinct !DIAssignID()
!244 = !DILocation(line: 47, column: 16, scope: !46)
!245 = !{!246, !246, i64 0}
!246 = !{!"double", !180, i64 0}
!247 = !DILocation(line: 49, column: 5, scope: !46)
!248 = !DILocation(line: 49, column: 16, scope: !46)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 50, column: 8, scope: !46)
!251 = !DILocation(line: 50, column: 14, scope: !46)
!252 = !{!236, !238, i64 40}
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 51, column: 5, scope: !46)
!255 = distinct !DIAssignID()
!256 = !DILocation(line: 52, column: 65, scope: !46)
!257 = !DILocation(line: 52, column: 93, scope: !46)
!258 = !DILocation(line: 53, column: 15, scope: !46)
!259 = !DILocation(line: 53, column: 22, scope: !46)
!260 = !DILocation(line: 53, column: 31, scope: !46)
!261 = !DILocation(line: 53, column: 28, scope: !46)
!262 = !DILocation(line: 53, column: 40, scope: !46)
!263 = !DILocation(line: 53, column: 52, scope: !46)
!264 = !DILocation(line: 53, column: 67, scope: !46)
!265 = !DILocation(line: 53, column: 64, scope: !46)
!266 = !DILocation(line: 52, column: 5, scope: !46)
!267 = !DILocation(line: 54, column: 16, scope: !46)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 55, column: 39, scope: !46)
!270 = !DILocation(line: 55, column: 67, scope: !46)
!271 = !DILocation(line: 55, column: 5, scope: !46)
!272 = !DILocation(line: 56, column: 5, scope: !46)
!273 = distinct !DIAssignID()
!274 = !DILocation(line: 0, scope: !136)
!275 = !DILocation(line: 59, column: 19, scope: !276)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 58, column: 33)
!277 = distinct !DILexicalBlock(scope: !136, file: !2, line: 58, column: 5)
!278 = !DILocation(line: 60, column: 28, scope: !276)
!279 = !DILocation(line: 62, column: 5, scope: !46)
!280 = distinct !DIAssignID()
!281 = !DILocation(line: 63, column: 5, scope: !46)
!282 = distinct !DIAssignID()
!283 = !DILocation(line: 0, scope: !138)
!284 = !DILocation(line: 65, column: 56, scope: !285)
!285 = distinct !DILexicalBlock(scope: !138, file: !2, line: 64, column: 5)
!286 = !DILocation(line: 65, column: 60, scope: !285)
!287 = !DILocation(line: 65, column: 76, scope: !285)
!288 = !DILocation(line: 66, column: 16, scope: !285)
!289 = !DILocation(line: 65, column: 9, scope: !285)
!290 = !DILocation(line: 69, column: 5, scope: !140)
!291 = !DILocation(line: 69, column: 32, scope: !292)
!292 = distinct !DILexicalBlock(scope: !140, file: !2, line: 69, column: 5)
!293 = !DILocation(line: 70, column: 31, scope: !292)
!294 = !DILocation(line: 70, column: 9, scope: !292)
!295 = !DILocation(line: 70, column: 17, scope: !292)
!296 = !{!237, !237, i64 0}
!297 = distinct !{!297, !290, !298, !299, !300, !301}
!298 = !DILocation(line: 70, column: 33, scope: !140)
!299 = !{!"llvm.loop.mustprogress"}
!300 = !{!"llvm.loop.isvectorized", i32 1}
!301 = !{!"llvm.loop.unroll.runtime.disable"}
!302 = !DILocation(line: 71, column: 5, scope: !46)
!303 = !DILocation(line: 72, column: 5, scope: !46)
!304 = !DILocation(line: 0, scope: !143)
!305 = !DILocation(line: 74, column: 5, scope: !143)
!306 = !DILocation(line: 76, column: 55, scope: !46)
!307 = !DILocation(line: 76, column: 64, scope: !46)
!308 = !DILocation(line: 76, column: 5, scope: !46)
!309 = !DILocation(line: 77, column: 5, scope: !46)
!310 = !DILocation(line: 78, column: 5, scope: !46)
!311 = distinct !DIAssignID()
!312 = !DILocation(line: 85, column: 5, scope: !46)
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 87, column: 5, scope: !46)
!315 = !DILocation(line: 88, column: 5, scope: !46)
!316 = !DILocation(line: 89, column: 32, scope: !46)
!317 = !DILocation(line: 89, column: 27, scope: !46)
!318 = !DILocation(line: 89, column: 5, scope: !46)
!319 = !DILocation(line: 93, column: 5, scope: !46)
!320 = !DILocation(line: 95, column: 1, scope: !46)
!321 = !DILocation(line: 94, column: 5, scope: !46)
!322 = !DILocation(line: 75, column: 15, scope: !323)
!323 = distinct !DILexicalBlock(scope: !143, file: !2, line: 74, column: 5)
!324 = !DILocation(line: 75, column: 22, scope: !323)
!325 = !DILocation(line: 75, column: 20, scope: !323)
!326 = !DILocation(line: 74, column: 32, scope: !323)
!327 = !DILocation(line: 74, column: 23, scope: !323)
!328 = distinct !{!328, !305, !329, !299}
!329 = !DILocation(line: 75, column: 28, scope: !143)
!330 = !DISubprogram(name: "printf", scope: !331, file: !331, line: 356, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!332 = !DISubroutineType(types: !333)
!333 = !{!49, !334, null}
!334 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!335 = !DISubprogram(name: "strlen", scope: !336, file: !336, line: 407, type: !337, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!337 = !DISubroutineType(types: !338)
!338 = !{!153, !188}
