; ModuleID = 'qsort_bsearch.c'
source_filename = "qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [36 x i8] c"bsearch %d: found, value at hit %d\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [20 x i8] c"bsearch %d: absent\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [23 x i8] c"desc: %d %d %d ... %d\0A\00", align 1, !dbg !17
@__const.main.people = private unnamed_addr constant [8 x %struct.person] [%struct.person { [12 x i8] c"mallory\00\00\00\00\00", i32 31, double 5.550000e+01 }, %struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.825000e+01 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", i32 25, double 8.500000e+01 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", i32 19, double 7.825000e+01 }, %struct.person { [12 x i8] c"grace\00\00\00\00\00\00\00", i32 30, double 9.950000e+01 }], align 16
@.str.5 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [10 x i8] c"%s(%.2f) \00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [27 x i8] c"bsearch person: %s at %ld\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [5 x i8] c"none\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [5 x i8] c"pear\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [4 x i8] c"fig\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [7 x i8] c"banana\00", align 1, !dbg !53
@.str.14 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !60
@.str.16 = private unnamed_addr constant [6 x i8] c"Apple\00", align 1, !dbg !62
@.str.17 = private unnamed_addr constant [7 x i8] c"apples\00", align 1, !dbg !64
@.str.18 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !66
@.str.19 = private unnamed_addr constant [9 x i8] c"zucchini\00", align 1, !dbg !71
@.str.20 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !76
@__const.main.words = private unnamed_addr constant [11 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 16
@.str.21 = private unnamed_addr constant [6 x i8] c"'%s' \00", align 1, !dbg !78
@.str.22 = private unnamed_addr constant [6 x i8] c"grape\00", align 1, !dbg !80
@.str.23 = private unnamed_addr constant [16 x i8] c"find '%s': %ld\0A\00", align 1, !dbg !82
@.str.24 = private unnamed_addr constant [6 x i8] c"%.2f \00", align 1, !dbg !87
@__const.main.s = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 16
@.str.25 = private unnamed_addr constant [20 x i8] c"sorted chars: '%s'\0A\00", align 1, !dbg !89
@.str.26 = private unnamed_addr constant [34 x i8] c"bsearch in empty: %d, in one: %d\0A\00", align 1, !dbg !91

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !132 {
  %1 = alloca [40 x i32], align 16, !DIAssignID !200
    #dbg_assign(i1 undef, !136, !DIExpression(), !200, ptr %1, !DIExpression(), !201)
  %2 = alloca [8 x %struct.person], align 16, !DIAssignID !202
    #dbg_assign(i1 undef, !156, !DIExpression(), !202, ptr %2, !DIExpression(), !201)
  %3 = alloca %struct.person, align 8, !DIAssignID !203
    #dbg_assign(i1 undef, !171, !DIExpression(), !203, ptr %3, !DIExpression(), !201)
  %4 = alloca [11 x ptr], align 16, !DIAssignID !204
    #dbg_assign(i1 undef, !174, !DIExpression(), !204, ptr %4, !DIExpression(), !201)
  %5 = alloca [12 x double], align 16, !DIAssignID !205
    #dbg_assign(i1 undef, !189, !DIExpression(), !205, ptr %5, !DIExpression(), !201)
  %6 = alloca [44 x i8], align 16, !DIAssignID !206
    #dbg_assign(i1 undef, !195, !DIExpression(), !206, ptr %6, !DIExpression(), !201)
  %7 = alloca i32, align 4, !DIAssignID !207
    #dbg_assign(i1 undef, !199, !DIExpression(), !207, ptr %7, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #11, !dbg !208
    #dbg_value(i32 7, !140, !DIExpression(), !201)
    #dbg_value(i32 0, !142, !DIExpression(), !209)
  %8 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !210
  %9 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !210
  %10 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !210
  br label %135, !dbg !210

11:                                               ; preds = %135
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !211
    #dbg_value(i64 0, !144, !DIExpression(), !212)
  %12 = load i32, ptr %1, align 16, !dbg !213, !tbaa !215
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12), !dbg !219
    #dbg_value(i64 1, !144, !DIExpression(), !212)
  %14 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !213
  %15 = load i32, ptr %14, align 4, !dbg !213, !tbaa !215
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15), !dbg !219
    #dbg_value(i64 2, !144, !DIExpression(), !212)
  %17 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !213
  %18 = load i32, ptr %17, align 8, !dbg !213, !tbaa !215
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18), !dbg !219
    #dbg_value(i64 3, !144, !DIExpression(), !212)
  %20 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !213
  %21 = load i32, ptr %20, align 4, !dbg !213, !tbaa !215
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21), !dbg !219
    #dbg_value(i64 4, !144, !DIExpression(), !212)
  %23 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !213
  %24 = load i32, ptr %23, align 16, !dbg !213, !tbaa !215
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24), !dbg !219
    #dbg_value(i64 5, !144, !DIExpression(), !212)
  %26 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !213
  %27 = load i32, ptr %26, align 4, !dbg !213, !tbaa !215
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %27), !dbg !219
    #dbg_value(i64 6, !144, !DIExpression(), !212)
  %29 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !213
  %30 = load i32, ptr %29, align 8, !dbg !213, !tbaa !215
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %30), !dbg !219
    #dbg_value(i64 7, !144, !DIExpression(), !212)
  %32 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !213
  %33 = load i32, ptr %32, align 4, !dbg !213, !tbaa !215
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33), !dbg !219
    #dbg_value(i64 8, !144, !DIExpression(), !212)
  %35 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !213
  %36 = load i32, ptr %35, align 16, !dbg !213, !tbaa !215
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %36), !dbg !219
    #dbg_value(i64 9, !144, !DIExpression(), !212)
  %38 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !213
  %39 = load i32, ptr %38, align 4, !dbg !213, !tbaa !215
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %39), !dbg !219
    #dbg_value(i64 10, !144, !DIExpression(), !212)
  %41 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !213
  %42 = load i32, ptr %41, align 8, !dbg !213, !tbaa !215
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %42), !dbg !219
    #dbg_value(i64 11, !144, !DIExpression(), !212)
  %44 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !213
  %45 = load i32, ptr %44, align 4, !dbg !213, !tbaa !215
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %45), !dbg !219
    #dbg_value(i64 12, !144, !DIExpression(), !212)
  %47 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !213
  %48 = load i32, ptr %47, align 16, !dbg !213, !tbaa !215
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %48), !dbg !219
    #dbg_value(i64 13, !144, !DIExpression(), !212)
  %50 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !213
  %51 = load i32, ptr %50, align 4, !dbg !213, !tbaa !215
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %51), !dbg !219
    #dbg_value(i64 14, !144, !DIExpression(), !212)
  %53 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !213
  %54 = load i32, ptr %53, align 8, !dbg !213, !tbaa !215
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %54), !dbg !219
    #dbg_value(i64 15, !144, !DIExpression(), !212)
  %56 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !213
  %57 = load i32, ptr %56, align 4, !dbg !213, !tbaa !215
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %57), !dbg !219
    #dbg_value(i64 16, !144, !DIExpression(), !212)
  %59 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !213
  %60 = load i32, ptr %59, align 16, !dbg !213, !tbaa !215
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %60), !dbg !219
    #dbg_value(i64 17, !144, !DIExpression(), !212)
  %62 = getelementptr inbounds i8, ptr %1, i64 68, !dbg !213
  %63 = load i32, ptr %62, align 4, !dbg !213, !tbaa !215
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %63), !dbg !219
    #dbg_value(i64 18, !144, !DIExpression(), !212)
  %65 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !213
  %66 = load i32, ptr %65, align 8, !dbg !213, !tbaa !215
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %66), !dbg !219
    #dbg_value(i64 19, !144, !DIExpression(), !212)
  %68 = getelementptr inbounds i8, ptr %1, i64 76, !dbg !213
  %69 = load i32, ptr %68, align 4, !dbg !213, !tbaa !215
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %69), !dbg !219
    #dbg_value(i64 20, !144, !DIExpression(), !212)
  %71 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !213
  %72 = load i32, ptr %71, align 16, !dbg !213, !tbaa !215
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %72), !dbg !219
    #dbg_value(i64 21, !144, !DIExpression(), !212)
  %74 = getelementptr inbounds i8, ptr %1, i64 84, !dbg !213
  %75 = load i32, ptr %74, align 4, !dbg !213, !tbaa !215
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %75), !dbg !219
    #dbg_value(i64 22, !144, !DIExpression(), !212)
  %77 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !213
  %78 = load i32, ptr %77, align 8, !dbg !213, !tbaa !215
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %78), !dbg !219
    #dbg_value(i64 23, !144, !DIExpression(), !212)
  %80 = getelementptr inbounds i8, ptr %1, i64 92, !dbg !213
  %81 = load i32, ptr %80, align 4, !dbg !213, !tbaa !215
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %81), !dbg !219
    #dbg_value(i64 24, !144, !DIExpression(), !212)
  %83 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !213
  %84 = load i32, ptr %83, align 16, !dbg !213, !tbaa !215
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %84), !dbg !219
    #dbg_value(i64 25, !144, !DIExpression(), !212)
  %86 = getelementptr inbounds i8, ptr %1, i64 100, !dbg !213
  %87 = load i32, ptr %86, align 4, !dbg !213, !tbaa !215
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %87), !dbg !219
    #dbg_value(i64 26, !144, !DIExpression(), !212)
  %89 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !213
  %90 = load i32, ptr %89, align 8, !dbg !213, !tbaa !215
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %90), !dbg !219
    #dbg_value(i64 27, !144, !DIExpression(), !212)
  %92 = getelementptr inbounds i8, ptr %1, i64 108, !dbg !213
  %93 = load i32, ptr %92, align 4, !dbg !213, !tbaa !215
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %93), !dbg !219
    #dbg_value(i64 28, !144, !DIExpression(), !212)
  %95 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !213
  %96 = load i32, ptr %95, align 16, !dbg !213, !tbaa !215
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %96), !dbg !219
    #dbg_value(i64 29, !144, !DIExpression(), !212)
  %98 = getelementptr inbounds i8, ptr %1, i64 116, !dbg !213
  %99 = load i32, ptr %98, align 4, !dbg !213, !tbaa !215
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %99), !dbg !219
    #dbg_value(i64 30, !144, !DIExpression(), !212)
  %101 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !213
  %102 = load i32, ptr %101, align 8, !dbg !213, !tbaa !215
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %102), !dbg !219
    #dbg_value(i64 31, !144, !DIExpression(), !212)
  %104 = getelementptr inbounds i8, ptr %1, i64 124, !dbg !213
  %105 = load i32, ptr %104, align 4, !dbg !213, !tbaa !215
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %105), !dbg !219
    #dbg_value(i64 32, !144, !DIExpression(), !212)
  %107 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !213
  %108 = load i32, ptr %107, align 16, !dbg !213, !tbaa !215
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %108), !dbg !219
    #dbg_value(i64 33, !144, !DIExpression(), !212)
  %110 = getelementptr inbounds i8, ptr %1, i64 132, !dbg !213
  %111 = load i32, ptr %110, align 4, !dbg !213, !tbaa !215
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %111), !dbg !219
    #dbg_value(i64 34, !144, !DIExpression(), !212)
  %113 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !213
  %114 = load i32, ptr %113, align 8, !dbg !213, !tbaa !215
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %114), !dbg !219
    #dbg_value(i64 35, !144, !DIExpression(), !212)
  %116 = getelementptr inbounds i8, ptr %1, i64 140, !dbg !213
  %117 = load i32, ptr %116, align 4, !dbg !213, !tbaa !215
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %117), !dbg !219
    #dbg_value(i64 36, !144, !DIExpression(), !212)
  %119 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !213
  %120 = load i32, ptr %119, align 16, !dbg !213, !tbaa !215
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %120), !dbg !219
    #dbg_value(i64 37, !144, !DIExpression(), !212)
  %122 = getelementptr inbounds i8, ptr %1, i64 148, !dbg !213
  %123 = load i32, ptr %122, align 4, !dbg !213, !tbaa !215
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %123), !dbg !219
    #dbg_value(i64 38, !144, !DIExpression(), !212)
  %125 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !213
  %126 = load i32, ptr %125, align 8, !dbg !213, !tbaa !215
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %126), !dbg !219
    #dbg_value(i64 39, !144, !DIExpression(), !212)
  %128 = getelementptr inbounds i8, ptr %1, i64 156, !dbg !213
  %129 = load i32, ptr %128, align 4, !dbg !213, !tbaa !215
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %129), !dbg !219
    #dbg_value(i64 40, !144, !DIExpression(), !212)
  %131 = call i32 @putchar(i32 10), !dbg !220
    #dbg_value(i32 -100, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !201)
    #dbg_value(i32 -50, !146, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !201)
    #dbg_value(i32 0, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !201)
    #dbg_value(i32 3, !146, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !201)
    #dbg_value(i32 17, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !201)
    #dbg_value(i32 99, !146, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !201)
    #dbg_value(i32 100, !146, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !201)
  %132 = load i32, ptr %1, align 16, !dbg !221, !tbaa !215
    #dbg_value(i32 %132, !146, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !201)
  %133 = load i32, ptr %128, align 4, !dbg !222, !tbaa !215
    #dbg_value(i32 %133, !146, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !201)
  %134 = load i32, ptr %71, align 16, !dbg !223, !tbaa !215
    #dbg_value(i32 %134, !146, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !201)
    #dbg_value(i64 0, !148, !DIExpression(), !224)
    #dbg_value(ptr undef, !225, !DIExpression(), !245)
    #dbg_value(ptr %1, !236, !DIExpression(), !245)
    #dbg_value(i64 40, !237, !DIExpression(), !245)
    #dbg_value(i64 4, !238, !DIExpression(), !245)
    #dbg_value(ptr @cmp_int, !239, !DIExpression(), !245)
    #dbg_value(i64 0, !240, !DIExpression(), !245)
    #dbg_value(i64 40, !241, !DIExpression(), !245)
  br label %157

135:                                              ; preds = %135, %0
  %136 = phi i64 [ 0, %0 ], [ %155, %135 ]
  %137 = phi i32 [ 7, %0 ], [ %148, %135 ]
    #dbg_value(i32 %137, !140, !DIExpression(), !201)
    #dbg_value(i64 %136, !142, !DIExpression(), !209)
  %138 = mul i32 %137, 1103515245, !dbg !247
  %139 = add i32 %138, 12345, !dbg !250
    #dbg_value(i32 %139, !140, !DIExpression(), !201)
  %140 = lshr i32 %139, 16, !dbg !251
  %141 = trunc nuw i32 %140 to i16, !dbg !252
  %142 = urem i16 %141, 201, !dbg !252
  %143 = zext nneg i16 %142 to i32, !dbg !252
  %144 = add nsw i32 %143, -100, !dbg !253
  %145 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %136, !dbg !254
  store i32 %144, ptr %145, align 8, !dbg !255, !tbaa !215
  %146 = or disjoint i64 %136, 1, !dbg !256
    #dbg_value(i64 %146, !142, !DIExpression(), !209)
  %147 = mul i32 %139, 1103515245, !dbg !247
  %148 = add i32 %147, 12345, !dbg !250
    #dbg_value(i32 %148, !140, !DIExpression(), !201)
  %149 = lshr i32 %148, 16, !dbg !251
  %150 = trunc nuw i32 %149 to i16, !dbg !252
  %151 = urem i16 %150, 201, !dbg !252
  %152 = zext nneg i16 %151 to i32, !dbg !252
  %153 = add nsw i32 %152, -100, !dbg !253
  %154 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %146, !dbg !254
  store i32 %153, ptr %154, align 4, !dbg !255, !tbaa !215
  %155 = add nuw nsw i64 %136, 2, !dbg !256
    #dbg_value(i64 %155, !142, !DIExpression(), !209)
  %156 = icmp eq i64 %155, 40, !dbg !257
  br i1 %156, label %11, label %135, !dbg !210, !llvm.loop !258

157:                                              ; preds = %175, %11
  %158 = phi i64 [ %177, %175 ], [ 0, %11 ]
  %159 = phi i64 [ %176, %175 ], [ 40, %11 ]
    #dbg_value(i64 %158, !240, !DIExpression(), !245)
    #dbg_value(i64 %159, !241, !DIExpression(), !245)
  %160 = add i64 %159, %158, !dbg !261
  %161 = lshr i64 %160, 1, !dbg !263
    #dbg_value(i64 %161, !242, !DIExpression(), !245)
  %162 = shl i64 %161, 2, !dbg !264
  %163 = getelementptr inbounds i8, ptr %1, i64 %162, !dbg !265
    #dbg_value(ptr %163, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %163, !269, !DIExpression(), !272)
    #dbg_value(i32 -100, !270, !DIExpression(), !272)
  %164 = load i32, ptr %163, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %164, !271, !DIExpression(), !272)
  %165 = icmp slt i32 %164, -100, !dbg !275
  %166 = zext i1 %165 to i32, !dbg !275
  %167 = icmp sgt i32 %164, -100, !dbg !276
  %168 = sext i1 %167 to i32, !dbg !276
  %169 = add nsw i32 %168, %166, !dbg !277
    #dbg_value(i32 %169, !244, !DIExpression(), !245)
  %170 = icmp slt i32 %169, 0, !dbg !278
  br i1 %170, label %175, label %171, !dbg !280

171:                                              ; preds = %157
  %172 = icmp eq i32 %169, 0, !dbg !281
  br i1 %172, label %179, label %173, !dbg !283

173:                                              ; preds = %171
  %174 = add nuw i64 %161, 1, !dbg !284
    #dbg_value(i64 %174, !240, !DIExpression(), !245)
  br label %175

175:                                              ; preds = %173, %157
  %176 = phi i64 [ %159, %173 ], [ %161, %157 ], !dbg !245
  %177 = phi i64 [ %174, %173 ], [ %158, %157 ], !dbg !245
    #dbg_value(i64 %177, !240, !DIExpression(), !245)
    #dbg_value(i64 %176, !241, !DIExpression(), !245)
  %178 = icmp ult i64 %177, %176, !dbg !285
  br i1 %178, label %157, label %181, !dbg !286, !llvm.loop !287

179:                                              ; preds = %171
    #dbg_value(ptr %163, !150, !DIExpression(), !289)
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -100, i32 noundef %164), !dbg !290
  br label %183, !dbg !290

181:                                              ; preds = %175
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -100), !dbg !292
  br label %183

183:                                              ; preds = %181, %179
  br label %184, !dbg !286

184:                                              ; preds = %183, %204
  %185 = phi i64 [ %206, %204 ], [ 0, %183 ]
  %186 = phi i64 [ %205, %204 ], [ 40, %183 ]
    #dbg_value(i64 %185, !240, !DIExpression(), !245)
    #dbg_value(i64 %186, !241, !DIExpression(), !245)
  %187 = add i64 %186, %185, !dbg !261
  %188 = lshr i64 %187, 1, !dbg !263
    #dbg_value(i64 %188, !242, !DIExpression(), !245)
  %189 = shl i64 %188, 2, !dbg !264
  %190 = getelementptr inbounds i8, ptr %1, i64 %189, !dbg !265
    #dbg_value(ptr %190, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %190, !269, !DIExpression(), !272)
    #dbg_value(i32 -50, !270, !DIExpression(), !272)
  %191 = load i32, ptr %190, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %191, !271, !DIExpression(), !272)
  %192 = icmp slt i32 %191, -50, !dbg !275
  %193 = zext i1 %192 to i32, !dbg !275
  %194 = icmp sgt i32 %191, -50, !dbg !276
  %195 = sext i1 %194 to i32, !dbg !276
  %196 = add nsw i32 %195, %193, !dbg !277
    #dbg_value(i32 %196, !244, !DIExpression(), !245)
  %197 = icmp slt i32 %196, 0, !dbg !278
  br i1 %197, label %204, label %198, !dbg !280

198:                                              ; preds = %184
  %199 = icmp eq i32 %196, 0, !dbg !281
  br i1 %199, label %202, label %200, !dbg !283

200:                                              ; preds = %198
  %201 = add nuw i64 %188, 1, !dbg !284
    #dbg_value(i64 %201, !240, !DIExpression(), !245)
  br label %204

202:                                              ; preds = %198
    #dbg_value(ptr %190, !150, !DIExpression(), !289)
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -50, i32 noundef %191), !dbg !290
  br label %210, !dbg !290

204:                                              ; preds = %200, %184
  %205 = phi i64 [ %186, %200 ], [ %188, %184 ], !dbg !245
  %206 = phi i64 [ %201, %200 ], [ %185, %184 ], !dbg !245
    #dbg_value(i64 %206, !240, !DIExpression(), !245)
    #dbg_value(i64 %205, !241, !DIExpression(), !245)
  %207 = icmp ult i64 %206, %205, !dbg !285
  br i1 %207, label %184, label %208, !dbg !286, !llvm.loop !287

208:                                              ; preds = %204
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -50), !dbg !292
  br label %210

210:                                              ; preds = %208, %202
  br label %211, !dbg !286

211:                                              ; preds = %210, %230
  %212 = phi i64 [ %232, %230 ], [ 0, %210 ]
  %213 = phi i64 [ %231, %230 ], [ 40, %210 ]
    #dbg_value(i64 %212, !240, !DIExpression(), !245)
    #dbg_value(i64 %213, !241, !DIExpression(), !245)
  %214 = add i64 %213, %212, !dbg !261
  %215 = lshr i64 %214, 1, !dbg !263
    #dbg_value(i64 %215, !242, !DIExpression(), !245)
  %216 = shl i64 %215, 2, !dbg !264
  %217 = getelementptr inbounds i8, ptr %1, i64 %216, !dbg !265
    #dbg_value(ptr %217, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %217, !269, !DIExpression(), !272)
    #dbg_value(i32 0, !270, !DIExpression(), !272)
  %218 = load i32, ptr %217, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %218, !271, !DIExpression(), !272)
  %219 = lshr i32 %218, 31, !dbg !275
  %220 = icmp sgt i32 %218, 0, !dbg !276
  %221 = sext i1 %220 to i32, !dbg !276
  %222 = add nsw i32 %219, %221, !dbg !277
    #dbg_value(i32 %222, !244, !DIExpression(), !245)
  %223 = icmp slt i32 %222, 0, !dbg !278
  br i1 %223, label %230, label %224, !dbg !280

224:                                              ; preds = %211
  %225 = icmp eq i32 %222, 0, !dbg !281
  br i1 %225, label %228, label %226, !dbg !283

226:                                              ; preds = %224
  %227 = add nuw i64 %215, 1, !dbg !284
    #dbg_value(i64 %227, !240, !DIExpression(), !245)
  br label %230

228:                                              ; preds = %224
    #dbg_value(ptr %217, !150, !DIExpression(), !289)
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef %218), !dbg !290
  br label %236, !dbg !290

230:                                              ; preds = %226, %211
  %231 = phi i64 [ %213, %226 ], [ %215, %211 ], !dbg !245
  %232 = phi i64 [ %227, %226 ], [ %212, %211 ], !dbg !245
    #dbg_value(i64 %232, !240, !DIExpression(), !245)
    #dbg_value(i64 %231, !241, !DIExpression(), !245)
  %233 = icmp ult i64 %232, %231, !dbg !285
  br i1 %233, label %211, label %234, !dbg !286, !llvm.loop !287

234:                                              ; preds = %230
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !292
  br label %236

236:                                              ; preds = %234, %228
  br label %237, !dbg !286

237:                                              ; preds = %236, %257
  %238 = phi i64 [ %259, %257 ], [ 0, %236 ]
  %239 = phi i64 [ %258, %257 ], [ 40, %236 ]
    #dbg_value(i64 %238, !240, !DIExpression(), !245)
    #dbg_value(i64 %239, !241, !DIExpression(), !245)
  %240 = add i64 %239, %238, !dbg !261
  %241 = lshr i64 %240, 1, !dbg !263
    #dbg_value(i64 %241, !242, !DIExpression(), !245)
  %242 = shl i64 %241, 2, !dbg !264
  %243 = getelementptr inbounds i8, ptr %1, i64 %242, !dbg !265
    #dbg_value(ptr %243, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %243, !269, !DIExpression(), !272)
    #dbg_value(i32 3, !270, !DIExpression(), !272)
  %244 = load i32, ptr %243, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %244, !271, !DIExpression(), !272)
  %245 = icmp slt i32 %244, 3, !dbg !275
  %246 = zext i1 %245 to i32, !dbg !275
  %247 = icmp sgt i32 %244, 3, !dbg !276
  %248 = sext i1 %247 to i32, !dbg !276
  %249 = add nsw i32 %248, %246, !dbg !277
    #dbg_value(i32 %249, !244, !DIExpression(), !245)
  %250 = icmp slt i32 %249, 0, !dbg !278
  br i1 %250, label %257, label %251, !dbg !280

251:                                              ; preds = %237
  %252 = icmp eq i32 %249, 0, !dbg !281
  br i1 %252, label %255, label %253, !dbg !283

253:                                              ; preds = %251
  %254 = add nuw i64 %241, 1, !dbg !284
    #dbg_value(i64 %254, !240, !DIExpression(), !245)
  br label %257

255:                                              ; preds = %251
    #dbg_value(ptr %243, !150, !DIExpression(), !289)
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef %244), !dbg !290
  br label %263, !dbg !290

257:                                              ; preds = %253, %237
  %258 = phi i64 [ %239, %253 ], [ %241, %237 ], !dbg !245
  %259 = phi i64 [ %254, %253 ], [ %238, %237 ], !dbg !245
    #dbg_value(i64 %259, !240, !DIExpression(), !245)
    #dbg_value(i64 %258, !241, !DIExpression(), !245)
  %260 = icmp ult i64 %259, %258, !dbg !285
  br i1 %260, label %237, label %261, !dbg !286, !llvm.loop !287

261:                                              ; preds = %257
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !292
  br label %263

263:                                              ; preds = %261, %255
  br label %264, !dbg !286

264:                                              ; preds = %263, %284
  %265 = phi i64 [ %286, %284 ], [ 0, %263 ]
  %266 = phi i64 [ %285, %284 ], [ 40, %263 ]
    #dbg_value(i64 %265, !240, !DIExpression(), !245)
    #dbg_value(i64 %266, !241, !DIExpression(), !245)
  %267 = add i64 %266, %265, !dbg !261
  %268 = lshr i64 %267, 1, !dbg !263
    #dbg_value(i64 %268, !242, !DIExpression(), !245)
  %269 = shl i64 %268, 2, !dbg !264
  %270 = getelementptr inbounds i8, ptr %1, i64 %269, !dbg !265
    #dbg_value(ptr %270, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %270, !269, !DIExpression(), !272)
    #dbg_value(i32 17, !270, !DIExpression(), !272)
  %271 = load i32, ptr %270, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %271, !271, !DIExpression(), !272)
  %272 = icmp slt i32 %271, 17, !dbg !275
  %273 = zext i1 %272 to i32, !dbg !275
  %274 = icmp sgt i32 %271, 17, !dbg !276
  %275 = sext i1 %274 to i32, !dbg !276
  %276 = add nsw i32 %275, %273, !dbg !277
    #dbg_value(i32 %276, !244, !DIExpression(), !245)
  %277 = icmp slt i32 %276, 0, !dbg !278
  br i1 %277, label %284, label %278, !dbg !280

278:                                              ; preds = %264
  %279 = icmp eq i32 %276, 0, !dbg !281
  br i1 %279, label %282, label %280, !dbg !283

280:                                              ; preds = %278
  %281 = add nuw i64 %268, 1, !dbg !284
    #dbg_value(i64 %281, !240, !DIExpression(), !245)
  br label %284

282:                                              ; preds = %278
    #dbg_value(ptr %270, !150, !DIExpression(), !289)
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 17, i32 noundef %271), !dbg !290
  br label %290, !dbg !290

284:                                              ; preds = %280, %264
  %285 = phi i64 [ %266, %280 ], [ %268, %264 ], !dbg !245
  %286 = phi i64 [ %281, %280 ], [ %265, %264 ], !dbg !245
    #dbg_value(i64 %286, !240, !DIExpression(), !245)
    #dbg_value(i64 %285, !241, !DIExpression(), !245)
  %287 = icmp ult i64 %286, %285, !dbg !285
  br i1 %287, label %264, label %288, !dbg !286, !llvm.loop !287

288:                                              ; preds = %284
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 17), !dbg !292
  br label %290

290:                                              ; preds = %288, %282
  br label %291, !dbg !286

291:                                              ; preds = %290, %311
  %292 = phi i64 [ %313, %311 ], [ 0, %290 ]
  %293 = phi i64 [ %312, %311 ], [ 40, %290 ]
    #dbg_value(i64 %292, !240, !DIExpression(), !245)
    #dbg_value(i64 %293, !241, !DIExpression(), !245)
  %294 = add i64 %293, %292, !dbg !261
  %295 = lshr i64 %294, 1, !dbg !263
    #dbg_value(i64 %295, !242, !DIExpression(), !245)
  %296 = shl i64 %295, 2, !dbg !264
  %297 = getelementptr inbounds i8, ptr %1, i64 %296, !dbg !265
    #dbg_value(ptr %297, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %297, !269, !DIExpression(), !272)
    #dbg_value(i32 99, !270, !DIExpression(), !272)
  %298 = load i32, ptr %297, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %298, !271, !DIExpression(), !272)
  %299 = icmp slt i32 %298, 99, !dbg !275
  %300 = zext i1 %299 to i32, !dbg !275
  %301 = icmp sgt i32 %298, 99, !dbg !276
  %302 = sext i1 %301 to i32, !dbg !276
  %303 = add nsw i32 %302, %300, !dbg !277
    #dbg_value(i32 %303, !244, !DIExpression(), !245)
  %304 = icmp slt i32 %303, 0, !dbg !278
  br i1 %304, label %311, label %305, !dbg !280

305:                                              ; preds = %291
  %306 = icmp eq i32 %303, 0, !dbg !281
  br i1 %306, label %309, label %307, !dbg !283

307:                                              ; preds = %305
  %308 = add nuw i64 %295, 1, !dbg !284
    #dbg_value(i64 %308, !240, !DIExpression(), !245)
  br label %311

309:                                              ; preds = %305
    #dbg_value(ptr %297, !150, !DIExpression(), !289)
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 99, i32 noundef %298), !dbg !290
  br label %317, !dbg !290

311:                                              ; preds = %307, %291
  %312 = phi i64 [ %293, %307 ], [ %295, %291 ], !dbg !245
  %313 = phi i64 [ %308, %307 ], [ %292, %291 ], !dbg !245
    #dbg_value(i64 %313, !240, !DIExpression(), !245)
    #dbg_value(i64 %312, !241, !DIExpression(), !245)
  %314 = icmp ult i64 %313, %312, !dbg !285
  br i1 %314, label %291, label %315, !dbg !286, !llvm.loop !287

315:                                              ; preds = %311
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 99), !dbg !292
  br label %317

317:                                              ; preds = %315, %309
  br label %318, !dbg !286

318:                                              ; preds = %317, %338
  %319 = phi i64 [ %340, %338 ], [ 0, %317 ]
  %320 = phi i64 [ %339, %338 ], [ 40, %317 ]
    #dbg_value(i64 %319, !240, !DIExpression(), !245)
    #dbg_value(i64 %320, !241, !DIExpression(), !245)
  %321 = add i64 %320, %319, !dbg !261
  %322 = lshr i64 %321, 1, !dbg !263
    #dbg_value(i64 %322, !242, !DIExpression(), !245)
  %323 = shl i64 %322, 2, !dbg !264
  %324 = getelementptr inbounds i8, ptr %1, i64 %323, !dbg !265
    #dbg_value(ptr %324, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %324, !269, !DIExpression(), !272)
    #dbg_value(i32 100, !270, !DIExpression(), !272)
  %325 = load i32, ptr %324, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %325, !271, !DIExpression(), !272)
  %326 = icmp slt i32 %325, 100, !dbg !275
  %327 = zext i1 %326 to i32, !dbg !275
  %328 = icmp sgt i32 %325, 100, !dbg !276
  %329 = sext i1 %328 to i32, !dbg !276
  %330 = add nsw i32 %329, %327, !dbg !277
    #dbg_value(i32 %330, !244, !DIExpression(), !245)
  %331 = icmp slt i32 %330, 0, !dbg !278
  br i1 %331, label %338, label %332, !dbg !280

332:                                              ; preds = %318
  %333 = icmp eq i32 %330, 0, !dbg !281
  br i1 %333, label %336, label %334, !dbg !283

334:                                              ; preds = %332
  %335 = add nuw i64 %322, 1, !dbg !284
    #dbg_value(i64 %335, !240, !DIExpression(), !245)
  br label %338

336:                                              ; preds = %332
    #dbg_value(ptr %324, !150, !DIExpression(), !289)
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %325), !dbg !290
  br label %344, !dbg !290

338:                                              ; preds = %334, %318
  %339 = phi i64 [ %320, %334 ], [ %322, %318 ], !dbg !245
  %340 = phi i64 [ %335, %334 ], [ %319, %318 ], !dbg !245
    #dbg_value(i64 %340, !240, !DIExpression(), !245)
    #dbg_value(i64 %339, !241, !DIExpression(), !245)
  %341 = icmp ult i64 %340, %339, !dbg !285
  br i1 %341, label %318, label %342, !dbg !286, !llvm.loop !287

342:                                              ; preds = %338
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 100), !dbg !292
  br label %344

344:                                              ; preds = %342, %336
  br label %345, !dbg !286

345:                                              ; preds = %344, %365
  %346 = phi i64 [ %367, %365 ], [ 0, %344 ]
  %347 = phi i64 [ %366, %365 ], [ 40, %344 ]
    #dbg_value(i64 %346, !240, !DIExpression(), !245)
    #dbg_value(i64 %347, !241, !DIExpression(), !245)
  %348 = add i64 %347, %346, !dbg !261
  %349 = lshr i64 %348, 1, !dbg !263
    #dbg_value(i64 %349, !242, !DIExpression(), !245)
  %350 = shl i64 %349, 2, !dbg !264
  %351 = getelementptr inbounds i8, ptr %1, i64 %350, !dbg !265
    #dbg_value(ptr %351, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %351, !269, !DIExpression(), !272)
    #dbg_value(i32 %132, !270, !DIExpression(), !272)
  %352 = load i32, ptr %351, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %352, !271, !DIExpression(), !272)
  %353 = icmp sgt i32 %132, %352, !dbg !275
  %354 = zext i1 %353 to i32, !dbg !275
  %355 = icmp slt i32 %132, %352, !dbg !276
  %356 = sext i1 %355 to i32, !dbg !276
  %357 = add nsw i32 %356, %354, !dbg !277
    #dbg_value(i32 %357, !244, !DIExpression(), !245)
  %358 = icmp slt i32 %357, 0, !dbg !278
  br i1 %358, label %365, label %359, !dbg !280

359:                                              ; preds = %345
  %360 = icmp eq i32 %357, 0, !dbg !281
  br i1 %360, label %363, label %361, !dbg !283

361:                                              ; preds = %359
  %362 = add nuw i64 %349, 1, !dbg !284
    #dbg_value(i64 %362, !240, !DIExpression(), !245)
  br label %365

363:                                              ; preds = %359
    #dbg_value(ptr %351, !150, !DIExpression(), !289)
  %364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %132, i32 noundef %352), !dbg !290
  br label %371, !dbg !290

365:                                              ; preds = %361, %345
  %366 = phi i64 [ %347, %361 ], [ %349, %345 ], !dbg !245
  %367 = phi i64 [ %362, %361 ], [ %346, %345 ], !dbg !245
    #dbg_value(i64 %367, !240, !DIExpression(), !245)
    #dbg_value(i64 %366, !241, !DIExpression(), !245)
  %368 = icmp ult i64 %367, %366, !dbg !285
  br i1 %368, label %345, label %369, !dbg !286, !llvm.loop !287

369:                                              ; preds = %365
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %132), !dbg !292
  br label %371

371:                                              ; preds = %369, %363
  br label %372, !dbg !286

372:                                              ; preds = %371, %392
  %373 = phi i64 [ %394, %392 ], [ 0, %371 ]
  %374 = phi i64 [ %393, %392 ], [ 40, %371 ]
    #dbg_value(i64 %373, !240, !DIExpression(), !245)
    #dbg_value(i64 %374, !241, !DIExpression(), !245)
  %375 = add i64 %374, %373, !dbg !261
  %376 = lshr i64 %375, 1, !dbg !263
    #dbg_value(i64 %376, !242, !DIExpression(), !245)
  %377 = shl i64 %376, 2, !dbg !264
  %378 = getelementptr inbounds i8, ptr %1, i64 %377, !dbg !265
    #dbg_value(ptr %378, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %378, !269, !DIExpression(), !272)
    #dbg_value(i32 %133, !270, !DIExpression(), !272)
  %379 = load i32, ptr %378, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %379, !271, !DIExpression(), !272)
  %380 = icmp sgt i32 %133, %379, !dbg !275
  %381 = zext i1 %380 to i32, !dbg !275
  %382 = icmp slt i32 %133, %379, !dbg !276
  %383 = sext i1 %382 to i32, !dbg !276
  %384 = add nsw i32 %383, %381, !dbg !277
    #dbg_value(i32 %384, !244, !DIExpression(), !245)
  %385 = icmp slt i32 %384, 0, !dbg !278
  br i1 %385, label %392, label %386, !dbg !280

386:                                              ; preds = %372
  %387 = icmp eq i32 %384, 0, !dbg !281
  br i1 %387, label %390, label %388, !dbg !283

388:                                              ; preds = %386
  %389 = add nuw i64 %376, 1, !dbg !284
    #dbg_value(i64 %389, !240, !DIExpression(), !245)
  br label %392

390:                                              ; preds = %386
    #dbg_value(ptr %378, !150, !DIExpression(), !289)
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %133, i32 noundef %379), !dbg !290
  br label %398, !dbg !290

392:                                              ; preds = %388, %372
  %393 = phi i64 [ %374, %388 ], [ %376, %372 ], !dbg !245
  %394 = phi i64 [ %389, %388 ], [ %373, %372 ], !dbg !245
    #dbg_value(i64 %394, !240, !DIExpression(), !245)
    #dbg_value(i64 %393, !241, !DIExpression(), !245)
  %395 = icmp ult i64 %394, %393, !dbg !285
  br i1 %395, label %372, label %396, !dbg !286, !llvm.loop !287

396:                                              ; preds = %392
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %133), !dbg !292
  br label %398

398:                                              ; preds = %396, %390
  br label %399, !dbg !286

399:                                              ; preds = %398, %419
  %400 = phi i64 [ %421, %419 ], [ 0, %398 ]
  %401 = phi i64 [ %420, %419 ], [ 40, %398 ]
    #dbg_value(i64 %400, !240, !DIExpression(), !245)
    #dbg_value(i64 %401, !241, !DIExpression(), !245)
  %402 = add i64 %401, %400, !dbg !261
  %403 = lshr i64 %402, 1, !dbg !263
    #dbg_value(i64 %403, !242, !DIExpression(), !245)
  %404 = shl i64 %403, 2, !dbg !264
  %405 = getelementptr inbounds i8, ptr %1, i64 %404, !dbg !265
    #dbg_value(ptr %405, !243, !DIExpression(), !245)
    #dbg_value(ptr undef, !266, !DIExpression(), !272)
    #dbg_value(ptr %405, !269, !DIExpression(), !272)
    #dbg_value(i32 %134, !270, !DIExpression(), !272)
  %406 = load i32, ptr %405, align 4, !dbg !274, !tbaa !215
    #dbg_value(i32 %406, !271, !DIExpression(), !272)
  %407 = icmp sgt i32 %134, %406, !dbg !275
  %408 = zext i1 %407 to i32, !dbg !275
  %409 = icmp slt i32 %134, %406, !dbg !276
  %410 = sext i1 %409 to i32, !dbg !276
  %411 = add nsw i32 %410, %408, !dbg !277
    #dbg_value(i32 %411, !244, !DIExpression(), !245)
  %412 = icmp slt i32 %411, 0, !dbg !278
  br i1 %412, label %419, label %413, !dbg !280

413:                                              ; preds = %399
  %414 = icmp eq i32 %411, 0, !dbg !281
  br i1 %414, label %417, label %415, !dbg !283

415:                                              ; preds = %413
  %416 = add nuw i64 %403, 1, !dbg !284
    #dbg_value(i64 %416, !240, !DIExpression(), !245)
  br label %419

417:                                              ; preds = %413
    #dbg_value(ptr %405, !150, !DIExpression(), !289)
  %418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %134, i32 noundef %406), !dbg !290
  br label %425, !dbg !290

419:                                              ; preds = %415, %399
  %420 = phi i64 [ %401, %415 ], [ %403, %399 ], !dbg !245
  %421 = phi i64 [ %416, %415 ], [ %400, %399 ], !dbg !245
    #dbg_value(i64 %421, !240, !DIExpression(), !245)
    #dbg_value(i64 %420, !241, !DIExpression(), !245)
  %422 = icmp ult i64 %421, %420, !dbg !285
  br i1 %422, label %399, label %423, !dbg !286, !llvm.loop !287

423:                                              ; preds = %419
    #dbg_value(ptr null, !150, !DIExpression(), !289)
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %134), !dbg !292
  br label %425

425:                                              ; preds = %423, %417
    #dbg_value(i64 10, !148, !DIExpression(), !224)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #11, !dbg !293
  %426 = load i32, ptr %1, align 16, !dbg !294, !tbaa !215
  %427 = load i32, ptr %14, align 4, !dbg !295, !tbaa !215
  %428 = load i32, ptr %17, align 8, !dbg !296, !tbaa !215
  %429 = load i32, ptr %128, align 4, !dbg !297, !tbaa !215
  %430 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %426, i32 noundef %427, i32 noundef %428, i32 noundef %429), !dbg !298
  call void @qsort(ptr noundef nonnull %1, i64 noundef 40, i64 noundef 4, ptr noundef nonnull @cmp_abs_then_value) #11, !dbg !299
    #dbg_value(i64 0, !154, !DIExpression(), !300)
  %431 = load i32, ptr %1, align 16, !dbg !301, !tbaa !215
  %432 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %431), !dbg !303
    #dbg_value(i64 1, !154, !DIExpression(), !300)
  %433 = load i32, ptr %14, align 4, !dbg !301, !tbaa !215
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %433), !dbg !303
    #dbg_value(i64 2, !154, !DIExpression(), !300)
  %435 = load i32, ptr %17, align 8, !dbg !301, !tbaa !215
  %436 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %435), !dbg !303
    #dbg_value(i64 3, !154, !DIExpression(), !300)
  %437 = load i32, ptr %20, align 4, !dbg !301, !tbaa !215
  %438 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %437), !dbg !303
    #dbg_value(i64 4, !154, !DIExpression(), !300)
  %439 = load i32, ptr %23, align 16, !dbg !301, !tbaa !215
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %439), !dbg !303
    #dbg_value(i64 5, !154, !DIExpression(), !300)
  %441 = load i32, ptr %26, align 4, !dbg !301, !tbaa !215
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %441), !dbg !303
    #dbg_value(i64 6, !154, !DIExpression(), !300)
  %443 = load i32, ptr %29, align 8, !dbg !301, !tbaa !215
  %444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %443), !dbg !303
    #dbg_value(i64 7, !154, !DIExpression(), !300)
  %445 = load i32, ptr %32, align 4, !dbg !301, !tbaa !215
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %445), !dbg !303
    #dbg_value(i64 8, !154, !DIExpression(), !300)
  %447 = load i32, ptr %35, align 16, !dbg !301, !tbaa !215
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %447), !dbg !303
    #dbg_value(i64 9, !154, !DIExpression(), !300)
  %449 = load i32, ptr %38, align 4, !dbg !301, !tbaa !215
  %450 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %449), !dbg !303
    #dbg_value(i64 10, !154, !DIExpression(), !300)
  %451 = load i32, ptr %41, align 8, !dbg !301, !tbaa !215
  %452 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %451), !dbg !303
    #dbg_value(i64 11, !154, !DIExpression(), !300)
  %453 = load i32, ptr %44, align 4, !dbg !301, !tbaa !215
  %454 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %453), !dbg !303
    #dbg_value(i64 12, !154, !DIExpression(), !300)
  %455 = load i32, ptr %47, align 16, !dbg !301, !tbaa !215
  %456 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %455), !dbg !303
    #dbg_value(i64 13, !154, !DIExpression(), !300)
  %457 = load i32, ptr %50, align 4, !dbg !301, !tbaa !215
  %458 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %457), !dbg !303
    #dbg_value(i64 14, !154, !DIExpression(), !300)
  %459 = load i32, ptr %53, align 8, !dbg !301, !tbaa !215
  %460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %459), !dbg !303
    #dbg_value(i64 15, !154, !DIExpression(), !300)
  %461 = load i32, ptr %56, align 4, !dbg !301, !tbaa !215
  %462 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %461), !dbg !303
    #dbg_value(i64 16, !154, !DIExpression(), !300)
  %463 = load i32, ptr %59, align 16, !dbg !301, !tbaa !215
  %464 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %463), !dbg !303
    #dbg_value(i64 17, !154, !DIExpression(), !300)
  %465 = load i32, ptr %62, align 4, !dbg !301, !tbaa !215
  %466 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %465), !dbg !303
    #dbg_value(i64 18, !154, !DIExpression(), !300)
  %467 = load i32, ptr %65, align 8, !dbg !301, !tbaa !215
  %468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %467), !dbg !303
    #dbg_value(i64 19, !154, !DIExpression(), !300)
  %469 = load i32, ptr %68, align 4, !dbg !301, !tbaa !215
  %470 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %469), !dbg !303
    #dbg_value(i64 20, !154, !DIExpression(), !300)
  %471 = load i32, ptr %71, align 16, !dbg !301, !tbaa !215
  %472 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %471), !dbg !303
    #dbg_value(i64 21, !154, !DIExpression(), !300)
  %473 = load i32, ptr %74, align 4, !dbg !301, !tbaa !215
  %474 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %473), !dbg !303
    #dbg_value(i64 22, !154, !DIExpression(), !300)
  %475 = load i32, ptr %77, align 8, !dbg !301, !tbaa !215
  %476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %475), !dbg !303
    #dbg_value(i64 23, !154, !DIExpression(), !300)
  %477 = load i32, ptr %80, align 4, !dbg !301, !tbaa !215
  %478 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %477), !dbg !303
    #dbg_value(i64 24, !154, !DIExpression(), !300)
  %479 = load i32, ptr %83, align 16, !dbg !301, !tbaa !215
  %480 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %479), !dbg !303
    #dbg_value(i64 25, !154, !DIExpression(), !300)
  %481 = load i32, ptr %86, align 4, !dbg !301, !tbaa !215
  %482 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %481), !dbg !303
    #dbg_value(i64 26, !154, !DIExpression(), !300)
  %483 = load i32, ptr %89, align 8, !dbg !301, !tbaa !215
  %484 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %483), !dbg !303
    #dbg_value(i64 27, !154, !DIExpression(), !300)
  %485 = load i32, ptr %92, align 4, !dbg !301, !tbaa !215
  %486 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %485), !dbg !303
    #dbg_value(i64 28, !154, !DIExpression(), !300)
  %487 = load i32, ptr %95, align 16, !dbg !301, !tbaa !215
  %488 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %487), !dbg !303
    #dbg_value(i64 29, !154, !DIExpression(), !300)
  %489 = load i32, ptr %98, align 4, !dbg !301, !tbaa !215
  %490 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %489), !dbg !303
    #dbg_value(i64 30, !154, !DIExpression(), !300)
  %491 = load i32, ptr %101, align 8, !dbg !301, !tbaa !215
  %492 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %491), !dbg !303
    #dbg_value(i64 31, !154, !DIExpression(), !300)
  %493 = load i32, ptr %104, align 4, !dbg !301, !tbaa !215
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %493), !dbg !303
    #dbg_value(i64 32, !154, !DIExpression(), !300)
  %495 = load i32, ptr %107, align 16, !dbg !301, !tbaa !215
  %496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %495), !dbg !303
    #dbg_value(i64 33, !154, !DIExpression(), !300)
  %497 = load i32, ptr %110, align 4, !dbg !301, !tbaa !215
  %498 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %497), !dbg !303
    #dbg_value(i64 34, !154, !DIExpression(), !300)
  %499 = load i32, ptr %113, align 8, !dbg !301, !tbaa !215
  %500 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %499), !dbg !303
    #dbg_value(i64 35, !154, !DIExpression(), !300)
  %501 = load i32, ptr %116, align 4, !dbg !301, !tbaa !215
  %502 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %501), !dbg !303
    #dbg_value(i64 36, !154, !DIExpression(), !300)
  %503 = load i32, ptr %119, align 16, !dbg !301, !tbaa !215
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %503), !dbg !303
    #dbg_value(i64 37, !154, !DIExpression(), !300)
  %505 = load i32, ptr %122, align 4, !dbg !301, !tbaa !215
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %505), !dbg !303
    #dbg_value(i64 38, !154, !DIExpression(), !300)
  %507 = load i32, ptr %125, align 8, !dbg !301, !tbaa !215
  %508 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %507), !dbg !303
    #dbg_value(i64 39, !154, !DIExpression(), !300)
  %509 = load i32, ptr %128, align 4, !dbg !301, !tbaa !215
  %510 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %509), !dbg !303
    #dbg_value(i64 40, !154, !DIExpression(), !300)
  %511 = call i32 @putchar(i32 10), !dbg !304
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #11, !dbg !305
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, ptr noundef nonnull align 16 dereferenceable(192) @__const.main.people, i64 192, i1 false), !dbg !306, !DIAssignID !307
    #dbg_assign(i1 undef, !156, !DIExpression(), !307, ptr %2, !DIExpression(), !201)
    #dbg_value(i32 8, !166, !DIExpression(), !201)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 8, i64 noundef 24, ptr noundef nonnull @cmp_person_age) #11, !dbg !308
    #dbg_value(i64 0, !167, !DIExpression(), !309)
  %512 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !310
  %513 = load i32, ptr %512, align 4, !dbg !310, !tbaa !312
  %514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2, i32 noundef %513), !dbg !315
    #dbg_value(i64 1, !167, !DIExpression(), !309)
  %515 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !316
  %516 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !310
  %517 = load i32, ptr %516, align 4, !dbg !310, !tbaa !312
  %518 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %515, i32 noundef %517), !dbg !315
    #dbg_value(i64 2, !167, !DIExpression(), !309)
  %519 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !316
  %520 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !310
  %521 = load i32, ptr %520, align 4, !dbg !310, !tbaa !312
  %522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %519, i32 noundef %521), !dbg !315
    #dbg_value(i64 3, !167, !DIExpression(), !309)
  %523 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !316
  %524 = getelementptr inbounds i8, ptr %2, i64 84, !dbg !310
  %525 = load i32, ptr %524, align 4, !dbg !310, !tbaa !312
  %526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %523, i32 noundef %525), !dbg !315
    #dbg_value(i64 4, !167, !DIExpression(), !309)
  %527 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !316
  %528 = getelementptr inbounds i8, ptr %2, i64 108, !dbg !310
  %529 = load i32, ptr %528, align 4, !dbg !310, !tbaa !312
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %527, i32 noundef %529), !dbg !315
    #dbg_value(i64 5, !167, !DIExpression(), !309)
  %531 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !316
  %532 = getelementptr inbounds i8, ptr %2, i64 132, !dbg !310
  %533 = load i32, ptr %532, align 4, !dbg !310, !tbaa !312
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %531, i32 noundef %533), !dbg !315
    #dbg_value(i64 6, !167, !DIExpression(), !309)
  %535 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !316
  %536 = getelementptr inbounds i8, ptr %2, i64 156, !dbg !310
  %537 = load i32, ptr %536, align 4, !dbg !310, !tbaa !312
  %538 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %535, i32 noundef %537), !dbg !315
    #dbg_value(i64 7, !167, !DIExpression(), !309)
  %539 = getelementptr inbounds i8, ptr %2, i64 168, !dbg !316
  %540 = getelementptr inbounds i8, ptr %2, i64 180, !dbg !310
  %541 = load i32, ptr %540, align 4, !dbg !310, !tbaa !312
  %542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %539, i32 noundef %541), !dbg !315
    #dbg_value(i64 8, !167, !DIExpression(), !309)
  %543 = call i32 @putchar(i32 10), !dbg !317
  call void @qsort(ptr noundef nonnull %2, i64 noundef 8, i64 noundef 24, ptr noundef nonnull @cmp_person_score) #11, !dbg !318
    #dbg_value(i64 0, !169, !DIExpression(), !319)
  %544 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !320
  %545 = load double, ptr %544, align 16, !dbg !320, !tbaa !322
  %546 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %2, double noundef %545), !dbg !323
    #dbg_value(i64 1, !169, !DIExpression(), !319)
  %547 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !320
  %548 = load double, ptr %547, align 8, !dbg !320, !tbaa !322
  %549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %515, double noundef %548), !dbg !323
    #dbg_value(i64 2, !169, !DIExpression(), !319)
  %550 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !320
  %551 = load double, ptr %550, align 16, !dbg !320, !tbaa !322
  %552 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %519, double noundef %551), !dbg !323
    #dbg_value(i64 3, !169, !DIExpression(), !319)
  %553 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !320
  %554 = load double, ptr %553, align 8, !dbg !320, !tbaa !322
  %555 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %523, double noundef %554), !dbg !323
    #dbg_value(i64 4, !169, !DIExpression(), !319)
  %556 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !320
  %557 = load double, ptr %556, align 16, !dbg !320, !tbaa !322
  %558 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %527, double noundef %557), !dbg !323
    #dbg_value(i64 5, !169, !DIExpression(), !319)
  %559 = getelementptr inbounds i8, ptr %2, i64 136, !dbg !320
  %560 = load double, ptr %559, align 8, !dbg !320, !tbaa !322
  %561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %531, double noundef %560), !dbg !323
    #dbg_value(i64 6, !169, !DIExpression(), !319)
  %562 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !320
  %563 = load double, ptr %562, align 16, !dbg !320, !tbaa !322
  %564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %535, double noundef %563), !dbg !323
    #dbg_value(i64 7, !169, !DIExpression(), !319)
  %565 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !320
  %566 = load double, ptr %565, align 8, !dbg !320, !tbaa !322
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %539, double noundef %566), !dbg !323
    #dbg_value(i64 8, !169, !DIExpression(), !319)
  %568 = call i32 @putchar(i32 10), !dbg !324
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11, !dbg !325
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %3, ptr noundef nonnull align 1 dereferenceable(6) @.str.7, i64 6, i1 false) #11, !dbg !326
  %569 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !327
  store double 9.100000e+01, ptr %569, align 8, !dbg !328, !tbaa !322, !DIAssignID !329
    #dbg_assign(double 9.100000e+01, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !329, ptr %569, !DIExpression(), !201)
    #dbg_value(ptr %3, !225, !DIExpression(), !330)
    #dbg_value(ptr %2, !236, !DIExpression(), !330)
    #dbg_value(i64 8, !237, !DIExpression(), !330)
    #dbg_value(i64 24, !238, !DIExpression(), !330)
    #dbg_value(ptr @cmp_person_score, !239, !DIExpression(), !330)
    #dbg_value(i64 0, !240, !DIExpression(), !330)
    #dbg_value(i64 8, !241, !DIExpression(), !330)
  br label %570

570:                                              ; preds = %589, %425
  %571 = phi i64 [ %591, %589 ], [ 0, %425 ]
  %572 = phi i64 [ %590, %589 ], [ 8, %425 ]
    #dbg_value(i64 %571, !240, !DIExpression(), !330)
    #dbg_value(i64 %572, !241, !DIExpression(), !330)
  %573 = add i64 %572, %571, !dbg !332
  %574 = lshr i64 %573, 1, !dbg !333
    #dbg_value(i64 %574, !242, !DIExpression(), !330)
  %575 = mul i64 %574, 24, !dbg !334
  %576 = getelementptr inbounds i8, ptr %2, i64 %575, !dbg !335
    #dbg_value(ptr %576, !243, !DIExpression(), !330)
    #dbg_value(ptr %3, !336, !DIExpression(), !344)
    #dbg_value(ptr %576, !339, !DIExpression(), !344)
    #dbg_value(ptr %3, !340, !DIExpression(), !344)
    #dbg_value(ptr %576, !343, !DIExpression(), !344)
  %577 = getelementptr inbounds i8, ptr %576, i64 16, !dbg !346
  %578 = load double, ptr %577, align 8, !dbg !346, !tbaa !322
  %579 = fcmp ogt double %578, 9.100000e+01, !dbg !348
  br i1 %579, label %587, label %580, !dbg !349

580:                                              ; preds = %570
  %581 = fcmp olt double %578, 9.100000e+01, !dbg !350
  br i1 %581, label %589, label %582, !dbg !352

582:                                              ; preds = %580
  %583 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %3, ptr noundef nonnull readonly dereferenceable(1) %576) #12, !dbg !353
    #dbg_value(i32 %583, !244, !DIExpression(), !330)
  %584 = icmp slt i32 %583, 0, !dbg !354
  br i1 %584, label %589, label %585, !dbg !355

585:                                              ; preds = %582
  %586 = icmp eq i32 %583, 0, !dbg !356
  br i1 %586, label %593, label %587, !dbg !357

587:                                              ; preds = %570, %585
  %588 = add nuw i64 %574, 1, !dbg !358
    #dbg_value(i64 %588, !240, !DIExpression(), !330)
  br label %589

589:                                              ; preds = %580, %587, %582
  %590 = phi i64 [ %572, %587 ], [ %574, %582 ], [ %574, %580 ], !dbg !330
  %591 = phi i64 [ %588, %587 ], [ %571, %582 ], [ %571, %580 ], !dbg !330
    #dbg_value(i64 %591, !240, !DIExpression(), !330)
    #dbg_value(i64 %590, !241, !DIExpression(), !330)
  %592 = icmp ult i64 %591, %590, !dbg !359
  br i1 %592, label %570, label %595, !dbg !360, !llvm.loop !361

593:                                              ; preds = %585
    #dbg_value(ptr %576, !172, !DIExpression(), !201)
  %594 = sdiv exact i64 %575, 24, !dbg !363
  br label %595, !dbg !364

595:                                              ; preds = %589, %593
  %596 = phi ptr [ %576, %593 ], [ @.str.9, %589 ]
  %597 = phi i64 [ %594, %593 ], [ -1, %589 ], !dbg !364
  %598 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %596, i64 noundef %597), !dbg !365
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %4) #11, !dbg !366
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %4, ptr noundef nonnull align 16 dereferenceable(88) @__const.main.words, i64 88, i1 false), !dbg !367, !DIAssignID !368
    #dbg_assign(i1 undef, !174, !DIExpression(), !368, ptr %4, !DIExpression(), !201)
    #dbg_value(i32 11, !178, !DIExpression(), !201)
  call void @qsort(ptr noundef nonnull %4, i64 noundef 11, i64 noundef 8, ptr noundef nonnull @cmp_str) #11, !dbg !369
    #dbg_value(i64 0, !179, !DIExpression(), !370)
  %599 = load ptr, ptr %4, align 16, !dbg !371, !tbaa !373
  %600 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %599), !dbg !375
    #dbg_value(i64 1, !179, !DIExpression(), !370)
  %601 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !371
  %602 = load ptr, ptr %601, align 8, !dbg !371, !tbaa !373
  %603 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %602), !dbg !375
    #dbg_value(i64 2, !179, !DIExpression(), !370)
  %604 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !371
  %605 = load ptr, ptr %604, align 16, !dbg !371, !tbaa !373
  %606 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %605), !dbg !375
    #dbg_value(i64 3, !179, !DIExpression(), !370)
  %607 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !371
  %608 = load ptr, ptr %607, align 8, !dbg !371, !tbaa !373
  %609 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %608), !dbg !375
    #dbg_value(i64 4, !179, !DIExpression(), !370)
  %610 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !371
  %611 = load ptr, ptr %610, align 16, !dbg !371, !tbaa !373
  %612 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %611), !dbg !375
    #dbg_value(i64 5, !179, !DIExpression(), !370)
  %613 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !371
  %614 = load ptr, ptr %613, align 8, !dbg !371, !tbaa !373
  %615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %614), !dbg !375
    #dbg_value(i64 6, !179, !DIExpression(), !370)
  %616 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !371
  %617 = load ptr, ptr %616, align 16, !dbg !371, !tbaa !373
  %618 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %617), !dbg !375
    #dbg_value(i64 7, !179, !DIExpression(), !370)
  %619 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !371
  %620 = load ptr, ptr %619, align 8, !dbg !371, !tbaa !373
  %621 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %620), !dbg !375
    #dbg_value(i64 8, !179, !DIExpression(), !370)
  %622 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !371
  %623 = load ptr, ptr %622, align 16, !dbg !371, !tbaa !373
  %624 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %623), !dbg !375
    #dbg_value(i64 9, !179, !DIExpression(), !370)
  %625 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !371
  %626 = load ptr, ptr %625, align 8, !dbg !371, !tbaa !373
  %627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %626), !dbg !375
    #dbg_value(i64 10, !179, !DIExpression(), !370)
  %628 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !371
  %629 = load ptr, ptr %628, align 16, !dbg !371, !tbaa !373
  %630 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %629), !dbg !375
    #dbg_value(i64 11, !179, !DIExpression(), !370)
  %631 = call i32 @putchar(i32 10), !dbg !376
    #dbg_assign(i1 undef, !181, !DIExpression(), !377, ptr poison, !DIExpression(), !201)
    #dbg_value(i32 0, !183, !DIExpression(), !378)
  %632 = ptrtoint ptr %4 to i64
    #dbg_value(i64 0, !183, !DIExpression(), !378)
    #dbg_value(ptr poison, !225, !DIExpression(), !379)
    #dbg_value(ptr %4, !236, !DIExpression(), !379)
    #dbg_value(i64 11, !237, !DIExpression(), !379)
    #dbg_value(i64 8, !238, !DIExpression(), !379)
    #dbg_value(ptr @cmp_str, !239, !DIExpression(), !379)
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 11, !241, !DIExpression(), !379)
  br label %633

633:                                              ; preds = %647, %595
  %634 = phi i64 [ %649, %647 ], [ 0, %595 ]
  %635 = phi i64 [ %648, %647 ], [ 11, %595 ]
    #dbg_value(i64 %634, !240, !DIExpression(), !379)
    #dbg_value(i64 %635, !241, !DIExpression(), !379)
  %636 = add i64 %635, %634, !dbg !381
  %637 = lshr i64 %636, 1, !dbg !382
    #dbg_value(i64 %637, !242, !DIExpression(), !379)
  %638 = shl i64 %637, 3, !dbg !383
  %639 = getelementptr inbounds i8, ptr %4, i64 %638, !dbg !384
    #dbg_value(ptr %639, !243, !DIExpression(), !379)
    #dbg_value(ptr poison, !385, !DIExpression(), !389)
    #dbg_value(ptr %639, !388, !DIExpression(), !389)
  %640 = load ptr, ptr %639, align 8, !dbg !391, !tbaa !373
  %641 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.12, ptr noundef nonnull dereferenceable(1) %640) #12, !dbg !392
    #dbg_value(i32 %641, !244, !DIExpression(), !379)
  %642 = icmp slt i32 %641, 0, !dbg !393
  br i1 %642, label %647, label %643, !dbg !394

643:                                              ; preds = %633
  %644 = icmp eq i32 %641, 0, !dbg !395
  br i1 %644, label %651, label %645, !dbg !396

645:                                              ; preds = %643
  %646 = add nuw i64 %637, 1, !dbg !397
    #dbg_value(i64 %646, !240, !DIExpression(), !379)
  br label %647

647:                                              ; preds = %645, %633
  %648 = phi i64 [ %635, %645 ], [ %637, %633 ], !dbg !379
  %649 = phi i64 [ %646, %645 ], [ %634, %633 ], !dbg !379
    #dbg_value(i64 %649, !240, !DIExpression(), !379)
    #dbg_value(i64 %648, !241, !DIExpression(), !379)
  %650 = icmp ult i64 %649, %648, !dbg !398
  br i1 %650, label %633, label %653, !dbg !399, !llvm.loop !400

651:                                              ; preds = %643
  %652 = getelementptr inbounds i8, ptr %4, i64 %638
  br label %653, !dbg !402

653:                                              ; preds = %647, %651
  %654 = phi ptr [ %652, %651 ], [ null, %647 ], !dbg !379
    #dbg_value(ptr %654, !185, !DIExpression(), !403)
  %655 = icmp eq ptr %654, null, !dbg !402
  %656 = ptrtoint ptr %654 to i64, !dbg !402
  %657 = sub i64 %656, %632, !dbg !402
  %658 = ashr exact i64 %657, 3, !dbg !402
  %659 = select i1 %655, i64 -1, i64 %658, !dbg !402
  %660 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.12, i64 noundef %659), !dbg !404
    #dbg_value(i64 1, !183, !DIExpression(), !378)
    #dbg_value(ptr poison, !225, !DIExpression(), !379)
    #dbg_value(ptr %4, !236, !DIExpression(), !379)
    #dbg_value(i64 11, !237, !DIExpression(), !379)
    #dbg_value(i64 8, !238, !DIExpression(), !379)
    #dbg_value(ptr @cmp_str, !239, !DIExpression(), !379)
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 11, !241, !DIExpression(), !379)
  br label %661

661:                                              ; preds = %675, %653
  %662 = phi i64 [ %677, %675 ], [ 0, %653 ]
  %663 = phi i64 [ %676, %675 ], [ 11, %653 ]
    #dbg_value(i64 %662, !240, !DIExpression(), !379)
    #dbg_value(i64 %663, !241, !DIExpression(), !379)
  %664 = add i64 %663, %662, !dbg !381
  %665 = lshr i64 %664, 1, !dbg !382
    #dbg_value(i64 %665, !242, !DIExpression(), !379)
  %666 = shl i64 %665, 3, !dbg !383
  %667 = getelementptr inbounds i8, ptr %4, i64 %666, !dbg !384
    #dbg_value(ptr %667, !243, !DIExpression(), !379)
    #dbg_value(ptr poison, !385, !DIExpression(), !389)
    #dbg_value(ptr %667, !388, !DIExpression(), !389)
  %668 = load ptr, ptr %667, align 8, !dbg !391, !tbaa !373
  %669 = call i32 @strcmp(ptr noundef nonnull dereferenceable(6) @.str.22, ptr noundef nonnull dereferenceable(1) %668) #12, !dbg !392
    #dbg_value(i32 %669, !244, !DIExpression(), !379)
  %670 = icmp slt i32 %669, 0, !dbg !393
  br i1 %670, label %675, label %671, !dbg !394

671:                                              ; preds = %661
  %672 = icmp eq i32 %669, 0, !dbg !395
  br i1 %672, label %679, label %673, !dbg !396

673:                                              ; preds = %671
  %674 = add nuw i64 %665, 1, !dbg !397
    #dbg_value(i64 %674, !240, !DIExpression(), !379)
  br label %675

675:                                              ; preds = %673, %661
  %676 = phi i64 [ %663, %673 ], [ %665, %661 ], !dbg !379
  %677 = phi i64 [ %674, %673 ], [ %662, %661 ], !dbg !379
    #dbg_value(i64 %677, !240, !DIExpression(), !379)
    #dbg_value(i64 %676, !241, !DIExpression(), !379)
  %678 = icmp ult i64 %677, %676, !dbg !398
  br i1 %678, label %661, label %681, !dbg !399, !llvm.loop !400

679:                                              ; preds = %671
  %680 = getelementptr inbounds i8, ptr %4, i64 %666
  br label %681, !dbg !402

681:                                              ; preds = %675, %679
  %682 = phi ptr [ %680, %679 ], [ null, %675 ], !dbg !379
    #dbg_value(ptr %682, !185, !DIExpression(), !403)
  %683 = icmp eq ptr %682, null, !dbg !402
  %684 = ptrtoint ptr %682 to i64, !dbg !402
  %685 = sub i64 %684, %632, !dbg !402
  %686 = ashr exact i64 %685, 3, !dbg !402
  %687 = select i1 %683, i64 -1, i64 %686, !dbg !402
  %688 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.22, i64 noundef %687), !dbg !404
    #dbg_value(i64 2, !183, !DIExpression(), !378)
    #dbg_value(ptr poison, !225, !DIExpression(), !379)
    #dbg_value(ptr %4, !236, !DIExpression(), !379)
    #dbg_value(i64 11, !237, !DIExpression(), !379)
    #dbg_value(i64 8, !238, !DIExpression(), !379)
    #dbg_value(ptr @cmp_str, !239, !DIExpression(), !379)
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 11, !241, !DIExpression(), !379)
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 11, !241, !DIExpression(), !379)
    #dbg_value(i64 5, !242, !DIExpression(), !379)
  %689 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !384
    #dbg_value(ptr %689, !243, !DIExpression(), !379)
    #dbg_value(ptr poison, !385, !DIExpression(), !389)
    #dbg_value(ptr %689, !388, !DIExpression(), !389)
  %690 = load ptr, ptr %689, align 8, !dbg !391, !tbaa !373
  %691 = load i8, ptr %690, align 1, !dbg !392
    #dbg_value(!DIArgList(i32 0, i8 %691), !244, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !379)
  %692 = icmp eq i8 %691, 0, !dbg !393
  br i1 %692, label %708, label %693, !dbg !394

693:                                              ; preds = %681
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 5, !241, !DIExpression(), !379)
    #dbg_value(i64 2, !242, !DIExpression(), !379)
  %694 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !384
    #dbg_value(ptr %694, !243, !DIExpression(), !379)
    #dbg_value(ptr poison, !385, !DIExpression(), !389)
    #dbg_value(ptr %694, !388, !DIExpression(), !389)
  %695 = load ptr, ptr %694, align 16, !dbg !391, !tbaa !373
  %696 = load i8, ptr %695, align 1, !dbg !392
    #dbg_value(!DIArgList(i32 0, i8 %696), !244, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !379)
  %697 = icmp eq i8 %696, 0, !dbg !393
  br i1 %697, label %708, label %698, !dbg !394

698:                                              ; preds = %693
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 2, !241, !DIExpression(), !379)
    #dbg_value(i64 1, !242, !DIExpression(), !379)
  %699 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !384
    #dbg_value(ptr %699, !243, !DIExpression(), !379)
    #dbg_value(ptr poison, !385, !DIExpression(), !389)
    #dbg_value(ptr %699, !388, !DIExpression(), !389)
  %700 = load ptr, ptr %699, align 8, !dbg !391, !tbaa !373
  %701 = load i8, ptr %700, align 1, !dbg !392
    #dbg_value(!DIArgList(i32 0, i8 %701), !244, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !379)
  %702 = icmp eq i8 %701, 0, !dbg !393
  br i1 %702, label %708, label %703, !dbg !394

703:                                              ; preds = %698
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 1, !241, !DIExpression(), !379)
    #dbg_value(i64 0, !242, !DIExpression(), !379)
    #dbg_value(ptr %4, !243, !DIExpression(), !379)
    #dbg_value(ptr poison, !385, !DIExpression(), !389)
    #dbg_value(ptr %4, !388, !DIExpression(), !389)
  %704 = load ptr, ptr %4, align 16, !dbg !391, !tbaa !373
  %705 = load i8, ptr %704, align 1, !dbg !392
    #dbg_value(!DIArgList(i32 0, i8 %705), !244, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_minus, DW_OP_stack_value), !379)
  %706 = icmp eq i8 %705, 0, !dbg !393
  %707 = select i1 %706, ptr %4, ptr null, !dbg !394
  br label %708, !dbg !394

708:                                              ; preds = %703, %681, %693, %698
  %709 = phi ptr [ %8, %681 ], [ %9, %693 ], [ %10, %698 ], [ %707, %703 ], !dbg !379
    #dbg_value(ptr %709, !185, !DIExpression(), !403)
  %710 = icmp eq ptr %709, null, !dbg !402
  %711 = ptrtoint ptr %709 to i64, !dbg !402
  %712 = sub i64 %711, %632, !dbg !402
  %713 = ashr exact i64 %712, 3, !dbg !402
  %714 = select i1 %710, i64 -1, i64 %713, !dbg !402
  %715 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.18, i64 noundef %714), !dbg !404
    #dbg_value(i64 3, !183, !DIExpression(), !378)
    #dbg_value(ptr poison, !225, !DIExpression(), !379)
    #dbg_value(ptr %4, !236, !DIExpression(), !379)
    #dbg_value(i64 11, !237, !DIExpression(), !379)
    #dbg_value(i64 8, !238, !DIExpression(), !379)
    #dbg_value(ptr @cmp_str, !239, !DIExpression(), !379)
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 11, !241, !DIExpression(), !379)
  br label %716

716:                                              ; preds = %730, %708
  %717 = phi i64 [ %732, %730 ], [ 0, %708 ]
  %718 = phi i64 [ %731, %730 ], [ 11, %708 ]
    #dbg_value(i64 %717, !240, !DIExpression(), !379)
    #dbg_value(i64 %718, !241, !DIExpression(), !379)
  %719 = add i64 %718, %717, !dbg !381
  %720 = lshr i64 %719, 1, !dbg !382
    #dbg_value(i64 %720, !242, !DIExpression(), !379)
  %721 = shl i64 %720, 3, !dbg !383
  %722 = getelementptr inbounds i8, ptr %4, i64 %721, !dbg !384
    #dbg_value(ptr %722, !243, !DIExpression(), !379)
    #dbg_value(ptr poison, !385, !DIExpression(), !389)
    #dbg_value(ptr %722, !388, !DIExpression(), !389)
  %723 = load ptr, ptr %722, align 8, !dbg !391, !tbaa !373
  %724 = call i32 @strcmp(ptr noundef nonnull dereferenceable(9) @.str.19, ptr noundef nonnull dereferenceable(1) %723) #12, !dbg !392
    #dbg_value(i32 %724, !244, !DIExpression(), !379)
  %725 = icmp slt i32 %724, 0, !dbg !393
  br i1 %725, label %730, label %726, !dbg !394

726:                                              ; preds = %716
  %727 = icmp eq i32 %724, 0, !dbg !395
  br i1 %727, label %734, label %728, !dbg !396

728:                                              ; preds = %726
  %729 = add nuw i64 %720, 1, !dbg !397
    #dbg_value(i64 %729, !240, !DIExpression(), !379)
  br label %730

730:                                              ; preds = %728, %716
  %731 = phi i64 [ %718, %728 ], [ %720, %716 ], !dbg !379
  %732 = phi i64 [ %729, %728 ], [ %717, %716 ], !dbg !379
    #dbg_value(i64 %732, !240, !DIExpression(), !379)
    #dbg_value(i64 %731, !241, !DIExpression(), !379)
  %733 = icmp ult i64 %732, %731, !dbg !398
  br i1 %733, label %716, label %736, !dbg !399, !llvm.loop !400

734:                                              ; preds = %726
  %735 = getelementptr inbounds i8, ptr %4, i64 %721
  br label %736, !dbg !402

736:                                              ; preds = %730, %734
  %737 = phi ptr [ %735, %734 ], [ null, %730 ], !dbg !379
    #dbg_value(ptr %737, !185, !DIExpression(), !403)
  %738 = icmp eq ptr %737, null, !dbg !402
  %739 = ptrtoint ptr %737 to i64, !dbg !402
  %740 = sub i64 %739, %632, !dbg !402
  %741 = ashr exact i64 %740, 3, !dbg !402
  %742 = select i1 %738, i64 -1, i64 %741, !dbg !402
  %743 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.19, i64 noundef %742), !dbg !404
    #dbg_value(i64 4, !183, !DIExpression(), !378)
    #dbg_value(ptr poison, !225, !DIExpression(), !379)
    #dbg_value(ptr %4, !236, !DIExpression(), !379)
    #dbg_value(i64 11, !237, !DIExpression(), !379)
    #dbg_value(i64 8, !238, !DIExpression(), !379)
    #dbg_value(ptr @cmp_str, !239, !DIExpression(), !379)
    #dbg_value(i64 0, !240, !DIExpression(), !379)
    #dbg_value(i64 11, !241, !DIExpression(), !379)
  br label %744

744:                                              ; preds = %758, %736
  %745 = phi i64 [ %760, %758 ], [ 0, %736 ]
  %746 = phi i64 [ %759, %758 ], [ 11, %736 ]
    #dbg_value(i64 %745, !240, !DIExpression(), !379)
    #dbg_value(i64 %746, !241, !DIExpression(), !379)
  %747 = add i64 %746, %745, !dbg !381
  %748 = lshr i64 %747, 1, !dbg !382
    #dbg_value(i64 %748, !242, !DIExpression(), !379)
  %749 = shl i64 %748, 3, !dbg !383
  %750 = getelementptr inbounds i8, ptr %4, i64 %749, !dbg !384
    #dbg_value(ptr %750, !243, !DIExpression(), !379)
    #dbg_value(ptr poison, !385, !DIExpression(), !389)
    #dbg_value(ptr %750, !388, !DIExpression(), !389)
  %751 = load ptr, ptr %750, align 8, !dbg !391, !tbaa !373
  %752 = call i32 @strcmp(ptr noundef nonnull dereferenceable(6) @.str.16, ptr noundef nonnull dereferenceable(1) %751) #12, !dbg !392
    #dbg_value(i32 %752, !244, !DIExpression(), !379)
  %753 = icmp slt i32 %752, 0, !dbg !393
  br i1 %753, label %758, label %754, !dbg !394

754:                                              ; preds = %744
  %755 = icmp eq i32 %752, 0, !dbg !395
  br i1 %755, label %762, label %756, !dbg !396

756:                                              ; preds = %754
  %757 = add nuw i64 %748, 1, !dbg !397
    #dbg_value(i64 %757, !240, !DIExpression(), !379)
  br label %758

758:                                              ; preds = %756, %744
  %759 = phi i64 [ %746, %756 ], [ %748, %744 ], !dbg !379
  %760 = phi i64 [ %757, %756 ], [ %745, %744 ], !dbg !379
    #dbg_value(i64 %760, !240, !DIExpression(), !379)
    #dbg_value(i64 %759, !241, !DIExpression(), !379)
  %761 = icmp ult i64 %760, %759, !dbg !398
  br i1 %761, label %744, label %764, !dbg !399, !llvm.loop !400

762:                                              ; preds = %754
  %763 = getelementptr inbounds i8, ptr %4, i64 %749
  br label %764, !dbg !402

764:                                              ; preds = %758, %762
  %765 = phi ptr [ %763, %762 ], [ null, %758 ], !dbg !379
    #dbg_value(ptr %765, !185, !DIExpression(), !403)
  %766 = icmp eq ptr %765, null, !dbg !402
  %767 = ptrtoint ptr %765 to i64, !dbg !402
  %768 = sub i64 %767, %632, !dbg !402
  %769 = ashr exact i64 %768, 3, !dbg !402
  %770 = select i1 %766, i64 -1, i64 %769, !dbg !402
  %771 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.16, i64 noundef %770), !dbg !404
    #dbg_value(i64 5, !183, !DIExpression(), !378)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #11, !dbg !405
    #dbg_value(i64 1, !191, !DIExpression(), !406)
  %772 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !407
  store <2 x double> <double -1.000000e+00, double 7.500000e-01>, ptr %5, align 16, !dbg !409, !tbaa !410
    #dbg_value(i64 2, !191, !DIExpression(), !406)
  %773 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !407
    #dbg_value(i64 3, !191, !DIExpression(), !406)
  %774 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !407
  store <2 x double> <double -5.000000e-01, double 1.250000e+00>, ptr %773, align 16, !dbg !409, !tbaa !410
    #dbg_value(i64 4, !191, !DIExpression(), !406)
  %775 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !407
    #dbg_value(i64 5, !191, !DIExpression(), !406)
  %776 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !407
  store <2 x double> <double 0.000000e+00, double 1.750000e+00>, ptr %775, align 16, !dbg !409, !tbaa !410
    #dbg_value(i64 6, !191, !DIExpression(), !406)
  %777 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !407
    #dbg_value(i64 7, !191, !DIExpression(), !406)
  %778 = getelementptr inbounds i8, ptr %5, i64 56, !dbg !407
  store <2 x double> <double 5.000000e-01, double -7.500000e-01>, ptr %777, align 16, !dbg !409, !tbaa !410
    #dbg_value(i64 8, !191, !DIExpression(), !406)
  %779 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !407
    #dbg_value(i64 9, !191, !DIExpression(), !406)
  %780 = getelementptr inbounds i8, ptr %5, i64 72, !dbg !407
  store <2 x double> <double 1.000000e+00, double -2.500000e-01>, ptr %779, align 16, !dbg !409, !tbaa !410
    #dbg_value(i64 10, !191, !DIExpression(), !406)
  %781 = getelementptr inbounds i8, ptr %5, i64 80, !dbg !407
    #dbg_value(i64 11, !191, !DIExpression(), !406)
  %782 = getelementptr inbounds i8, ptr %5, i64 88, !dbg !407
  store <2 x double> <double 1.500000e+00, double 2.500000e-01>, ptr %781, align 16, !dbg !409, !tbaa !410
    #dbg_value(i64 12, !191, !DIExpression(), !406)
  call void @qsort(ptr noundef nonnull %5, i64 noundef 12, i64 noundef 8, ptr noundef nonnull @cmp_double) #11, !dbg !411
    #dbg_value(i64 0, !193, !DIExpression(), !412)
  %783 = load double, ptr %5, align 16, !dbg !413, !tbaa !410
  %784 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %783), !dbg !415
    #dbg_value(i64 1, !193, !DIExpression(), !412)
  %785 = load double, ptr %772, align 8, !dbg !413, !tbaa !410
  %786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %785), !dbg !415
    #dbg_value(i64 2, !193, !DIExpression(), !412)
  %787 = load double, ptr %773, align 16, !dbg !413, !tbaa !410
  %788 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %787), !dbg !415
    #dbg_value(i64 3, !193, !DIExpression(), !412)
  %789 = load double, ptr %774, align 8, !dbg !413, !tbaa !410
  %790 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %789), !dbg !415
    #dbg_value(i64 4, !193, !DIExpression(), !412)
  %791 = load double, ptr %775, align 16, !dbg !413, !tbaa !410
  %792 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %791), !dbg !415
    #dbg_value(i64 5, !193, !DIExpression(), !412)
  %793 = load double, ptr %776, align 8, !dbg !413, !tbaa !410
  %794 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %793), !dbg !415
    #dbg_value(i64 6, !193, !DIExpression(), !412)
  %795 = load double, ptr %777, align 16, !dbg !413, !tbaa !410
  %796 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %795), !dbg !415
    #dbg_value(i64 7, !193, !DIExpression(), !412)
  %797 = load double, ptr %778, align 8, !dbg !413, !tbaa !410
  %798 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %797), !dbg !415
    #dbg_value(i64 8, !193, !DIExpression(), !412)
  %799 = load double, ptr %779, align 16, !dbg !413, !tbaa !410
  %800 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %799), !dbg !415
    #dbg_value(i64 9, !193, !DIExpression(), !412)
  %801 = load double, ptr %780, align 8, !dbg !413, !tbaa !410
  %802 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %801), !dbg !415
    #dbg_value(i64 10, !193, !DIExpression(), !412)
  %803 = load double, ptr %781, align 16, !dbg !413, !tbaa !410
  %804 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %803), !dbg !415
    #dbg_value(i64 11, !193, !DIExpression(), !412)
  %805 = load double, ptr %782, align 8, !dbg !413, !tbaa !410
  %806 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, double noundef %805), !dbg !415
    #dbg_value(i64 12, !193, !DIExpression(), !412)
  %807 = call i32 @putchar(i32 10), !dbg !416
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %6) #11, !dbg !417
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(44) %6, ptr noundef nonnull align 16 dereferenceable(44) @__const.main.s, i64 44, i1 false), !dbg !418, !DIAssignID !419
    #dbg_assign(i1 undef, !195, !DIExpression(), !419, ptr %6, !DIExpression(), !201)
  %808 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #12, !dbg !420
  call void @qsort(ptr noundef nonnull %6, i64 noundef %808, i64 noundef 1, ptr noundef nonnull @cmp_char) #11, !dbg !421
  %809 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull %6), !dbg !422
  call void @qsort(ptr noundef nonnull %1, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !423
  call void @qsort(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 4, ptr noundef nonnull @cmp_int) #11, !dbg !424
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11, !dbg !425
  store i32 5, ptr %7, align 4, !dbg !426, !tbaa !215, !DIAssignID !427
    #dbg_assign(i32 5, !199, !DIExpression(), !427, ptr %7, !DIExpression(), !201)
    #dbg_value(ptr %7, !225, !DIExpression(), !428)
    #dbg_value(ptr %1, !236, !DIExpression(), !428)
    #dbg_value(i64 0, !237, !DIExpression(), !428)
    #dbg_value(i64 4, !238, !DIExpression(), !428)
    #dbg_value(ptr @cmp_int, !239, !DIExpression(), !428)
    #dbg_value(i64 0, !240, !DIExpression(), !428)
    #dbg_value(i64 0, !241, !DIExpression(), !428)
    #dbg_value(ptr %7, !225, !DIExpression(), !430)
    #dbg_value(ptr %7, !236, !DIExpression(), !430)
    #dbg_value(i64 1, !237, !DIExpression(), !430)
    #dbg_value(i64 4, !238, !DIExpression(), !430)
    #dbg_value(ptr @cmp_int, !239, !DIExpression(), !430)
    #dbg_value(i64 0, !240, !DIExpression(), !430)
    #dbg_value(i64 1, !241, !DIExpression(), !430)
  br label %810

810:                                              ; preds = %828, %764
  %811 = phi i64 [ %830, %828 ], [ 0, %764 ]
  %812 = phi i64 [ %829, %828 ], [ 1, %764 ]
    #dbg_value(i64 %811, !240, !DIExpression(), !430)
    #dbg_value(i64 %812, !241, !DIExpression(), !430)
  %813 = add nuw nsw i64 %812, %811, !dbg !432
  %814 = lshr i64 %813, 1, !dbg !433
    #dbg_value(i64 %814, !242, !DIExpression(), !430)
  %815 = shl nuw nsw i64 %814, 2, !dbg !434
  %816 = getelementptr inbounds i8, ptr %7, i64 %815, !dbg !435
    #dbg_value(ptr %816, !243, !DIExpression(), !430)
    #dbg_value(ptr %7, !266, !DIExpression(), !436)
    #dbg_value(ptr %816, !269, !DIExpression(), !436)
    #dbg_value(i32 5, !270, !DIExpression(), !436)
  %817 = load i32, ptr %816, align 4, !dbg !438, !tbaa !215
    #dbg_value(i32 %817, !271, !DIExpression(), !436)
  %818 = icmp slt i32 %817, 5, !dbg !439
  %819 = zext i1 %818 to i32, !dbg !439
  %820 = icmp sgt i32 %817, 5, !dbg !440
  %821 = sext i1 %820 to i32, !dbg !440
  %822 = add nsw i32 %821, %819, !dbg !441
    #dbg_value(i32 %822, !244, !DIExpression(), !430)
  %823 = icmp slt i32 %822, 0, !dbg !442
  br i1 %823, label %828, label %824, !dbg !443

824:                                              ; preds = %810
  %825 = icmp eq i32 %822, 0, !dbg !444
  br i1 %825, label %832, label %826, !dbg !445

826:                                              ; preds = %824
  %827 = add nuw nsw i64 %814, 1, !dbg !446
    #dbg_value(i64 %827, !240, !DIExpression(), !430)
  br label %828

828:                                              ; preds = %826, %810
  %829 = phi i64 [ %812, %826 ], [ %814, %810 ], !dbg !430
  %830 = phi i64 [ %827, %826 ], [ %811, %810 ], !dbg !430
    #dbg_value(i64 %830, !240, !DIExpression(), !430)
    #dbg_value(i64 %829, !241, !DIExpression(), !430)
  %831 = icmp ult i64 %830, %829, !dbg !447
  br i1 %831, label %810, label %832, !dbg !448, !llvm.loop !449

832:                                              ; preds = %824, %828
  %833 = phi i32 [ 0, %828 ], [ 1, %824 ], !dbg !430
  %834 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 1, i32 noundef %833), !dbg !451
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11, !dbg !452
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %6) #11, !dbg !452
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #11, !dbg !452
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %4) #11, !dbg !452
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11, !dbg !452
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #11, !dbg !452
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #11, !dbg !452
  ret i32 0, !dbg !453
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !454 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !267 {
    #dbg_value(ptr %0, !266, !DIExpression(), !457)
    #dbg_value(ptr %1, !269, !DIExpression(), !457)
  %3 = load i32, ptr %0, align 4, !dbg !458, !tbaa !215
    #dbg_value(i32 %3, !270, !DIExpression(), !457)
  %4 = load i32, ptr %1, align 4, !dbg !459, !tbaa !215
    #dbg_value(i32 %4, !271, !DIExpression(), !457)
  %5 = icmp sgt i32 %3, %4, !dbg !460
  %6 = zext i1 %5 to i32, !dbg !460
  %7 = icmp slt i32 %3, %4, !dbg !461
  %8 = sext i1 %7 to i32, !dbg !461
  %9 = add nsw i32 %8, %6, !dbg !462
  ret i32 %9, !dbg !463
}

; Function Attrs: nofree nounwind
declare !dbg !464 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !469 {
    #dbg_value(ptr %0, !471, !DIExpression(), !473)
    #dbg_value(ptr %1, !472, !DIExpression(), !473)
    #dbg_value(ptr %1, !266, !DIExpression(), !474)
    #dbg_value(ptr %0, !269, !DIExpression(), !474)
  %3 = load i32, ptr %1, align 4, !dbg !476, !tbaa !215
    #dbg_value(i32 %3, !270, !DIExpression(), !474)
  %4 = load i32, ptr %0, align 4, !dbg !477, !tbaa !215
    #dbg_value(i32 %4, !271, !DIExpression(), !474)
  %5 = icmp sgt i32 %3, %4, !dbg !478
  %6 = zext i1 %5 to i32, !dbg !478
  %7 = icmp slt i32 %3, %4, !dbg !479
  %8 = sext i1 %7 to i32, !dbg !479
  %9 = add nsw i32 %8, %6, !dbg !480
  ret i32 %9, !dbg !481
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_abs_then_value(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !482 {
    #dbg_value(ptr %0, !484, !DIExpression(), !490)
    #dbg_value(ptr %1, !485, !DIExpression(), !490)
  %3 = load i32, ptr %0, align 4, !dbg !491, !tbaa !215
    #dbg_value(i32 %3, !486, !DIExpression(), !490)
  %4 = load i32, ptr %1, align 4, !dbg !492, !tbaa !215
    #dbg_value(i32 %4, !487, !DIExpression(), !490)
  %5 = tail call i32 @llvm.abs.i32(i32 %3, i1 true), !dbg !493
    #dbg_value(i32 %5, !488, !DIExpression(), !490)
  %6 = tail call i32 @llvm.abs.i32(i32 %4, i1 true), !dbg !494
    #dbg_value(i32 %6, !489, !DIExpression(), !490)
  %7 = icmp eq i32 %5, %6, !dbg !495
  %8 = icmp sgt i32 %3, %4, !dbg !497
  %9 = icmp slt i32 %3, %4, !dbg !497
  %10 = icmp ugt i32 %5, %6, !dbg !497
  %11 = icmp ult i32 %5, %6, !dbg !497
  %12 = select i1 %7, i1 %9, i1 %11, !dbg !497
  %13 = select i1 %7, i1 %8, i1 %10, !dbg !497
  %14 = zext i1 %13 to i32, !dbg !490
  %15 = sext i1 %12 to i32, !dbg !490
  %16 = add nsw i32 %15, %14, !dbg !490
  ret i32 %16, !dbg !498
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person_age(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !499 {
    #dbg_value(ptr %0, !501, !DIExpression(), !505)
    #dbg_value(ptr %1, !502, !DIExpression(), !505)
    #dbg_value(ptr %0, !503, !DIExpression(), !505)
    #dbg_value(ptr %1, !504, !DIExpression(), !505)
  %3 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !506
  %4 = load i32, ptr %3, align 4, !dbg !506, !tbaa !312
  %5 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !508
  %6 = load i32, ptr %5, align 4, !dbg !508, !tbaa !312
  %7 = icmp eq i32 %4, %6, !dbg !509
  br i1 %7, label %10, label %8, !dbg !510

8:                                                ; preds = %2
  %9 = sub nsw i32 %4, %6, !dbg !511
  br label %12, !dbg !512

10:                                               ; preds = %2
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !513
  br label %12, !dbg !514

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !505
  ret i32 %13, !dbg !515
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person_score(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !337 {
    #dbg_value(ptr %0, !336, !DIExpression(), !516)
    #dbg_value(ptr %1, !339, !DIExpression(), !516)
    #dbg_value(ptr %0, !340, !DIExpression(), !516)
    #dbg_value(ptr %1, !343, !DIExpression(), !516)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !517
  %4 = load double, ptr %3, align 8, !dbg !517, !tbaa !322
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !518
  %6 = load double, ptr %5, align 8, !dbg !518, !tbaa !322
  %7 = fcmp olt double %4, %6, !dbg !519
  br i1 %7, label %12, label %8, !dbg !520

8:                                                ; preds = %2
  %9 = fcmp ogt double %4, %6, !dbg !521
  br i1 %9, label %12, label %10, !dbg !522

10:                                               ; preds = %8
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !523
  br label %12, !dbg !524

12:                                               ; preds = %8, %2, %10
  %13 = phi i32 [ %11, %10 ], [ 1, %2 ], [ -1, %8 ], !dbg !516
  ret i32 %13, !dbg !525
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !386 {
    #dbg_value(ptr %0, !385, !DIExpression(), !526)
    #dbg_value(ptr %1, !388, !DIExpression(), !526)
  %3 = load ptr, ptr %0, align 8, !dbg !527, !tbaa !373
  %4 = load ptr, ptr %1, align 8, !dbg !528, !tbaa !373
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #12, !dbg !529
  ret i32 %5, !dbg !530
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !531 {
    #dbg_value(ptr %0, !533, !DIExpression(), !537)
    #dbg_value(ptr %1, !534, !DIExpression(), !537)
  %3 = load double, ptr %0, align 8, !dbg !538, !tbaa !410
    #dbg_value(double %3, !535, !DIExpression(), !537)
  %4 = load double, ptr %1, align 8, !dbg !539, !tbaa !410
    #dbg_value(double %4, !536, !DIExpression(), !537)
  %5 = fcmp ogt double %3, %4, !dbg !540
  %6 = zext i1 %5 to i32, !dbg !540
  %7 = fcmp olt double %3, %4, !dbg !541
  %8 = sext i1 %7 to i32, !dbg !541
  %9 = add nsw i32 %8, %6, !dbg !542
  ret i32 %9, !dbg !543
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !544 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -255, 256) i32 @cmp_char(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !548 {
    #dbg_value(ptr %0, !550, !DIExpression(), !552)
    #dbg_value(ptr %1, !551, !DIExpression(), !552)
  %3 = load i8, ptr %0, align 1, !dbg !553, !tbaa !554
  %4 = zext i8 %3 to i32, !dbg !553
  %5 = load i8, ptr %1, align 1, !dbg !555, !tbaa !554
  %6 = zext i8 %5 to i32, !dbg !555
  %7 = sub nsw i32 %4, %6, !dbg !556
  ret i32 %7, !dbg !557
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !558 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!96}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130}
!llvm.ident = !{!131}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "qsort_bsearch.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "5b14bf77858405db7401c7723baebc9e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 6)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 27)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !34, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 7)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !55, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !44, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !34, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !55, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 1)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 9)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !44, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !34, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !34, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 16)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !34, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !14, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 34)
!96 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !97, globals: !118, splitDebugInlining: false, nameTableKind: None)
!97 = !{!98, !99, !102, !103, !104, !106, !108, !110, !112, !115}
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !100, line: 18, baseType: !101)
!100 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!101 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !117)
!117 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!118 = !{!0, !119, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !51, !53, !58, !60, !62, !64, !66, !71, !76, !78, !80, !82, !87, !89, !91}
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 2)
!124 = !{i32 7, !"Dwarf Version", i32 5}
!125 = !{i32 2, !"Debug Info Version", i32 3}
!126 = !{i32 1, !"wchar_size", i32 4}
!127 = !{i32 8, !"PIC Level", i32 2}
!128 = !{i32 7, !"PIE Level", i32 2}
!129 = !{i32 7, !"uwtable", i32 2}
!130 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!131 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!132 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !133, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!98}
!135 = !{!136, !140, !142, !144, !146, !148, !150, !154, !156, !166, !167, !169, !171, !172, !174, !178, !179, !181, !183, !185, !189, !191, !193, !195, !199}
!136 = !DILocalVariable(name: "a", scope: !132, file: !2, line: 50, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 1280, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 40)
!140 = !DILocalVariable(name: "x", scope: !132, file: !2, line: 51, type: !141)
!141 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 52, type: !98)
!143 = distinct !DILexicalBlock(scope: !132, file: !2, line: 52, column: 5)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 57, type: !98)
!145 = distinct !DILexicalBlock(scope: !132, file: !2, line: 57, column: 5)
!146 = !DILocalVariable(name: "keys", scope: !132, file: !2, line: 60, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 320, elements: !30)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 61, type: !98)
!149 = distinct !DILexicalBlock(scope: !132, file: !2, line: 61, column: 5)
!150 = !DILocalVariable(name: "f", scope: !151, file: !2, line: 62, type: !153)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 61, column: 34)
!152 = distinct !DILexicalBlock(scope: !149, file: !2, line: 61, column: 5)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 72, type: !98)
!155 = distinct !DILexicalBlock(scope: !132, file: !2, line: 72, column: 5)
!156 = !DILocalVariable(name: "people", scope: !132, file: !2, line: 75, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 1536, elements: !25)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !2, line: 8, size: 192, elements: !159)
!159 = !{!160, !164, !165}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !158, file: !2, line: 9, baseType: !161, size: 96)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 12)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !158, file: !2, line: 10, baseType: !98, size: 32, offset: 96)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !158, file: !2, line: 11, baseType: !114, size: 64, offset: 128)
!166 = !DILocalVariable(name: "np", scope: !132, file: !2, line: 78, type: !98)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 80, type: !98)
!168 = distinct !DILexicalBlock(scope: !132, file: !2, line: 80, column: 5)
!169 = !DILocalVariable(name: "i", scope: !170, file: !2, line: 84, type: !98)
!170 = distinct !DILexicalBlock(scope: !132, file: !2, line: 84, column: 5)
!171 = !DILocalVariable(name: "key", scope: !132, file: !2, line: 87, type: !158)
!172 = !DILocalVariable(name: "pf", scope: !132, file: !2, line: 90, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!174 = !DILocalVariable(name: "words", scope: !132, file: !2, line: 92, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 704, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 11)
!178 = !DILocalVariable(name: "nw", scope: !132, file: !2, line: 94, type: !98)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 96, type: !98)
!180 = distinct !DILexicalBlock(scope: !132, file: !2, line: 96, column: 5)
!181 = !DILocalVariable(name: "probe", scope: !132, file: !2, line: 99, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 320, elements: !45)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 100, type: !98)
!184 = distinct !DILexicalBlock(scope: !132, file: !2, line: 100, column: 5)
!185 = !DILocalVariable(name: "f", scope: !186, file: !2, line: 101, type: !188)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 100, column: 33)
!187 = distinct !DILexicalBlock(scope: !184, file: !2, line: 100, column: 5)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!189 = !DILocalVariable(name: "d", scope: !132, file: !2, line: 104, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 768, elements: !162)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 105, type: !98)
!192 = distinct !DILexicalBlock(scope: !132, file: !2, line: 105, column: 5)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 108, type: !98)
!194 = distinct !DILexicalBlock(scope: !132, file: !2, line: 108, column: 5)
!195 = !DILocalVariable(name: "s", scope: !132, file: !2, line: 111, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 44)
!199 = !DILocalVariable(name: "one", scope: !132, file: !2, line: 117, type: !98)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !132)
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = !DILocation(line: 50, column: 5, scope: !132)
!209 = !DILocation(line: 0, scope: !143)
!210 = !DILocation(line: 52, column: 5, scope: !143)
!211 = !DILocation(line: 56, column: 5, scope: !132)
!212 = !DILocation(line: 0, scope: !145)
!213 = !DILocation(line: 58, column: 23, scope: !214)
!214 = distinct !DILexicalBlock(scope: !145, file: !2, line: 57, column: 5)
!215 = !{!216, !216, i64 0}
!216 = !{!"int", !217, i64 0}
!217 = !{!"omnipotent char", !218, i64 0}
!218 = !{!"Simple C/C++ TBAA"}
!219 = !DILocation(line: 58, column: 9, scope: !214)
!220 = !DILocation(line: 59, column: 5, scope: !132)
!221 = !DILocation(line: 60, column: 49, scope: !132)
!222 = !DILocation(line: 60, column: 55, scope: !132)
!223 = !DILocation(line: 60, column: 62, scope: !132)
!224 = !DILocation(line: 0, scope: !149)
!225 = !DILocalVariable(name: "__key", arg: 1, scope: !226, file: !227, line: 20, type: !106)
!226 = distinct !DISubprogram(name: "bsearch", scope: !227, file: !227, line: 20, type: !228, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !235)
!227 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!228 = !DISubroutineType(types: !229)
!229 = !{!103, !106, !106, !99, !99, !230}
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !231, line: 829, baseType: !232)
!231 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!233 = !DISubroutineType(types: !234)
!234 = !{!98, !106, !106}
!235 = !{!225, !236, !237, !238, !239, !240, !241, !242, !243, !244}
!236 = !DILocalVariable(name: "__base", arg: 2, scope: !226, file: !227, line: 20, type: !106)
!237 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !226, file: !227, line: 20, type: !99)
!238 = !DILocalVariable(name: "__size", arg: 4, scope: !226, file: !227, line: 20, type: !99)
!239 = !DILocalVariable(name: "__compar", arg: 5, scope: !226, file: !227, line: 21, type: !230)
!240 = !DILocalVariable(name: "__l", scope: !226, file: !227, line: 23, type: !99)
!241 = !DILocalVariable(name: "__u", scope: !226, file: !227, line: 23, type: !99)
!242 = !DILocalVariable(name: "__idx", scope: !226, file: !227, line: 23, type: !99)
!243 = !DILocalVariable(name: "__p", scope: !226, file: !227, line: 24, type: !106)
!244 = !DILocalVariable(name: "__comparison", scope: !226, file: !227, line: 25, type: !98)
!245 = !DILocation(line: 0, scope: !226, inlinedAt: !246)
!246 = distinct !DILocation(line: 62, column: 18, scope: !151)
!247 = !DILocation(line: 53, column: 15, scope: !248)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 52, column: 34)
!249 = distinct !DILexicalBlock(scope: !143, file: !2, line: 52, column: 5)
!250 = !DILocation(line: 53, column: 29, scope: !248)
!251 = !DILocation(line: 54, column: 25, scope: !248)
!252 = !DILocation(line: 54, column: 32, scope: !248)
!253 = !DILocation(line: 54, column: 39, scope: !248)
!254 = !DILocation(line: 54, column: 9, scope: !248)
!255 = !DILocation(line: 54, column: 14, scope: !248)
!256 = !DILocation(line: 52, column: 30, scope: !249)
!257 = !DILocation(line: 52, column: 23, scope: !249)
!258 = distinct !{!258, !210, !259, !260}
!259 = !DILocation(line: 55, column: 5, scope: !143)
!260 = !{!"llvm.loop.mustprogress"}
!261 = !DILocation(line: 31, column: 20, scope: !262, inlinedAt: !246)
!262 = distinct !DILexicalBlock(scope: !226, file: !227, line: 30, column: 5)
!263 = !DILocation(line: 31, column: 27, scope: !262, inlinedAt: !246)
!264 = !DILocation(line: 32, column: 62, scope: !262, inlinedAt: !246)
!265 = !DILocation(line: 32, column: 53, scope: !262, inlinedAt: !246)
!266 = !DILocalVariable(name: "a", arg: 1, scope: !267, file: !2, line: 14, type: !106)
!267 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 14, type: !233, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !268)
!268 = !{!266, !269, !270, !271}
!269 = !DILocalVariable(name: "b", arg: 2, scope: !267, file: !2, line: 14, type: !106)
!270 = !DILocalVariable(name: "x", scope: !267, file: !2, line: 15, type: !98)
!271 = !DILocalVariable(name: "y", scope: !267, file: !2, line: 15, type: !98)
!272 = !DILocation(line: 0, scope: !267, inlinedAt: !273)
!273 = distinct !DILocation(line: 33, column: 22, scope: !262, inlinedAt: !246)
!274 = !DILocation(line: 15, column: 34, scope: !267, inlinedAt: !273)
!275 = !DILocation(line: 16, column: 15, scope: !267, inlinedAt: !273)
!276 = !DILocation(line: 16, column: 25, scope: !267, inlinedAt: !273)
!277 = !DILocation(line: 16, column: 20, scope: !267, inlinedAt: !273)
!278 = !DILocation(line: 34, column: 24, scope: !279, inlinedAt: !246)
!279 = distinct !DILexicalBlock(scope: !262, file: !227, line: 34, column: 11)
!280 = !DILocation(line: 34, column: 11, scope: !262, inlinedAt: !246)
!281 = !DILocation(line: 36, column: 29, scope: !282, inlinedAt: !246)
!282 = distinct !DILexicalBlock(scope: !279, file: !227, line: 36, column: 16)
!283 = !DILocation(line: 36, column: 16, scope: !279, inlinedAt: !246)
!284 = !DILocation(line: 37, column: 14, scope: !282, inlinedAt: !246)
!285 = !DILocation(line: 29, column: 14, scope: !226, inlinedAt: !246)
!286 = !DILocation(line: 29, column: 3, scope: !226, inlinedAt: !246)
!287 = distinct !{!287, !286, !288, !260}
!288 = !DILocation(line: 49, column: 5, scope: !226, inlinedAt: !246)
!289 = !DILocation(line: 0, scope: !151)
!290 = !DILocation(line: 64, column: 13, scope: !291)
!291 = distinct !DILexicalBlock(scope: !151, file: !2, line: 63, column: 13)
!292 = !DILocation(line: 67, column: 13, scope: !291)
!293 = !DILocation(line: 69, column: 5, scope: !132)
!294 = !DILocation(line: 70, column: 39, scope: !132)
!295 = !DILocation(line: 70, column: 45, scope: !132)
!296 = !DILocation(line: 70, column: 51, scope: !132)
!297 = !DILocation(line: 70, column: 57, scope: !132)
!298 = !DILocation(line: 70, column: 5, scope: !132)
!299 = !DILocation(line: 71, column: 5, scope: !132)
!300 = !DILocation(line: 0, scope: !155)
!301 = !DILocation(line: 73, column: 23, scope: !302)
!302 = distinct !DILexicalBlock(scope: !155, file: !2, line: 72, column: 5)
!303 = !DILocation(line: 73, column: 9, scope: !302)
!304 = !DILocation(line: 74, column: 5, scope: !132)
!305 = !DILocation(line: 75, column: 5, scope: !132)
!306 = !DILocation(line: 75, column: 19, scope: !132)
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 79, column: 5, scope: !132)
!309 = !DILocation(line: 0, scope: !168)
!310 = !DILocation(line: 81, column: 53, scope: !311)
!311 = distinct !DILexicalBlock(scope: !168, file: !2, line: 80, column: 5)
!312 = !{!313, !216, i64 12}
!313 = !{!"person", !217, i64 0, !216, i64 12, !314, i64 16}
!314 = !{!"double", !217, i64 0}
!315 = !DILocation(line: 81, column: 9, scope: !311)
!316 = !DILocation(line: 81, column: 27, scope: !311)
!317 = !DILocation(line: 82, column: 5, scope: !132)
!318 = !DILocation(line: 83, column: 5, scope: !132)
!319 = !DILocation(line: 0, scope: !170)
!320 = !DILocation(line: 85, column: 55, scope: !321)
!321 = distinct !DILexicalBlock(scope: !170, file: !2, line: 84, column: 5)
!322 = !{!313, !314, i64 16}
!323 = !DILocation(line: 85, column: 9, scope: !321)
!324 = !DILocation(line: 86, column: 5, scope: !132)
!325 = !DILocation(line: 87, column: 5, scope: !132)
!326 = !DILocation(line: 88, column: 5, scope: !132)
!327 = !DILocation(line: 89, column: 9, scope: !132)
!328 = !DILocation(line: 89, column: 15, scope: !132)
!329 = distinct !DIAssignID()
!330 = !DILocation(line: 0, scope: !226, inlinedAt: !331)
!331 = distinct !DILocation(line: 90, column: 25, scope: !132)
!332 = !DILocation(line: 31, column: 20, scope: !262, inlinedAt: !331)
!333 = !DILocation(line: 31, column: 27, scope: !262, inlinedAt: !331)
!334 = !DILocation(line: 32, column: 62, scope: !262, inlinedAt: !331)
!335 = !DILocation(line: 32, column: 53, scope: !262, inlinedAt: !331)
!336 = !DILocalVariable(name: "a", arg: 1, scope: !337, file: !2, line: 32, type: !106)
!337 = distinct !DISubprogram(name: "cmp_person_score", scope: !2, file: !2, line: 32, type: !233, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !338)
!338 = !{!336, !339, !340, !343}
!339 = !DILocalVariable(name: "b", arg: 2, scope: !337, file: !2, line: 32, type: !106)
!340 = !DILocalVariable(name: "p", scope: !337, file: !2, line: 33, type: !341)
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !342, size: 64)
!342 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!343 = !DILocalVariable(name: "q", scope: !337, file: !2, line: 33, type: !341)
!344 = !DILocation(line: 0, scope: !337, inlinedAt: !345)
!345 = distinct !DILocation(line: 33, column: 22, scope: !262, inlinedAt: !331)
!346 = !DILocation(line: 34, column: 23, scope: !347, inlinedAt: !345)
!347 = distinct !DILexicalBlock(scope: !337, file: !2, line: 34, column: 9)
!348 = !DILocation(line: 34, column: 18, scope: !347, inlinedAt: !345)
!349 = !DILocation(line: 34, column: 9, scope: !337, inlinedAt: !345)
!350 = !DILocation(line: 35, column: 18, scope: !351, inlinedAt: !345)
!351 = distinct !DILexicalBlock(scope: !337, file: !2, line: 35, column: 9)
!352 = !DILocation(line: 35, column: 9, scope: !337, inlinedAt: !345)
!353 = !DILocation(line: 36, column: 12, scope: !337, inlinedAt: !345)
!354 = !DILocation(line: 34, column: 24, scope: !279, inlinedAt: !331)
!355 = !DILocation(line: 34, column: 11, scope: !262, inlinedAt: !331)
!356 = !DILocation(line: 36, column: 29, scope: !282, inlinedAt: !331)
!357 = !DILocation(line: 36, column: 16, scope: !279, inlinedAt: !331)
!358 = !DILocation(line: 37, column: 14, scope: !282, inlinedAt: !331)
!359 = !DILocation(line: 29, column: 14, scope: !226, inlinedAt: !331)
!360 = !DILocation(line: 29, column: 3, scope: !226, inlinedAt: !331)
!361 = distinct !{!361, !360, !362, !260}
!362 = !DILocation(line: 49, column: 5, scope: !226, inlinedAt: !331)
!363 = !DILocation(line: 91, column: 82, scope: !132)
!364 = !DILocation(line: 91, column: 67, scope: !132)
!365 = !DILocation(line: 91, column: 5, scope: !132)
!366 = !DILocation(line: 92, column: 5, scope: !132)
!367 = !DILocation(line: 92, column: 17, scope: !132)
!368 = distinct !DIAssignID()
!369 = !DILocation(line: 95, column: 5, scope: !132)
!370 = !DILocation(line: 0, scope: !180)
!371 = !DILocation(line: 97, column: 25, scope: !372)
!372 = distinct !DILexicalBlock(scope: !180, file: !2, line: 96, column: 5)
!373 = !{!374, !374, i64 0}
!374 = !{!"any pointer", !217, i64 0}
!375 = !DILocation(line: 97, column: 9, scope: !372)
!376 = !DILocation(line: 98, column: 5, scope: !132)
!377 = distinct !DIAssignID()
!378 = !DILocation(line: 0, scope: !184)
!379 = !DILocation(line: 0, scope: !226, inlinedAt: !380)
!380 = distinct !DILocation(line: 101, column: 26, scope: !186)
!381 = !DILocation(line: 31, column: 20, scope: !262, inlinedAt: !380)
!382 = !DILocation(line: 31, column: 27, scope: !262, inlinedAt: !380)
!383 = !DILocation(line: 32, column: 62, scope: !262, inlinedAt: !380)
!384 = !DILocation(line: 32, column: 53, scope: !262, inlinedAt: !380)
!385 = !DILocalVariable(name: "a", arg: 1, scope: !386, file: !2, line: 38, type: !106)
!386 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 38, type: !233, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !387)
!387 = !{!385, !388}
!388 = !DILocalVariable(name: "b", arg: 2, scope: !386, file: !2, line: 38, type: !106)
!389 = !DILocation(line: 0, scope: !386, inlinedAt: !390)
!390 = distinct !DILocation(line: 33, column: 22, scope: !262, inlinedAt: !380)
!391 = !DILocation(line: 39, column: 44, scope: !386, inlinedAt: !390)
!392 = !DILocation(line: 39, column: 12, scope: !386, inlinedAt: !390)
!393 = !DILocation(line: 34, column: 24, scope: !279, inlinedAt: !380)
!394 = !DILocation(line: 34, column: 11, scope: !262, inlinedAt: !380)
!395 = !DILocation(line: 36, column: 29, scope: !282, inlinedAt: !380)
!396 = !DILocation(line: 36, column: 16, scope: !279, inlinedAt: !380)
!397 = !DILocation(line: 37, column: 14, scope: !282, inlinedAt: !380)
!398 = !DILocation(line: 29, column: 14, scope: !226, inlinedAt: !380)
!399 = !DILocation(line: 29, column: 3, scope: !226, inlinedAt: !380)
!400 = distinct !{!400, !399, !401, !260}
!401 = !DILocation(line: 49, column: 5, scope: !226, inlinedAt: !380)
!402 = !DILocation(line: 102, column: 46, scope: !186)
!403 = !DILocation(line: 0, scope: !186)
!404 = !DILocation(line: 102, column: 9, scope: !186)
!405 = !DILocation(line: 104, column: 5, scope: !132)
!406 = !DILocation(line: 0, scope: !192)
!407 = !DILocation(line: 106, column: 9, scope: !408)
!408 = distinct !DILexicalBlock(scope: !192, file: !2, line: 105, column: 5)
!409 = !DILocation(line: 106, column: 14, scope: !408)
!410 = !{!314, !314, i64 0}
!411 = !DILocation(line: 107, column: 5, scope: !132)
!412 = !DILocation(line: 0, scope: !194)
!413 = !DILocation(line: 109, column: 25, scope: !414)
!414 = distinct !DILexicalBlock(scope: !194, file: !2, line: 108, column: 5)
!415 = !DILocation(line: 109, column: 9, scope: !414)
!416 = !DILocation(line: 110, column: 5, scope: !132)
!417 = !DILocation(line: 111, column: 5, scope: !132)
!418 = !DILocation(line: 111, column: 10, scope: !132)
!419 = distinct !DIAssignID()
!420 = !DILocation(line: 112, column: 14, scope: !132)
!421 = !DILocation(line: 112, column: 5, scope: !132)
!422 = !DILocation(line: 113, column: 5, scope: !132)
!423 = !DILocation(line: 115, column: 5, scope: !132)
!424 = !DILocation(line: 116, column: 5, scope: !132)
!425 = !DILocation(line: 117, column: 5, scope: !132)
!426 = !DILocation(line: 117, column: 9, scope: !132)
!427 = distinct !DIAssignID()
!428 = !DILocation(line: 0, scope: !226, inlinedAt: !429)
!429 = distinct !DILocation(line: 118, column: 50, scope: !132)
!430 = !DILocation(line: 0, scope: !226, inlinedAt: !431)
!431 = distinct !DILocation(line: 119, column: 12, scope: !132)
!432 = !DILocation(line: 31, column: 20, scope: !262, inlinedAt: !431)
!433 = !DILocation(line: 31, column: 27, scope: !262, inlinedAt: !431)
!434 = !DILocation(line: 32, column: 62, scope: !262, inlinedAt: !431)
!435 = !DILocation(line: 32, column: 53, scope: !262, inlinedAt: !431)
!436 = !DILocation(line: 0, scope: !267, inlinedAt: !437)
!437 = distinct !DILocation(line: 33, column: 22, scope: !262, inlinedAt: !431)
!438 = !DILocation(line: 15, column: 34, scope: !267, inlinedAt: !437)
!439 = !DILocation(line: 16, column: 15, scope: !267, inlinedAt: !437)
!440 = !DILocation(line: 16, column: 25, scope: !267, inlinedAt: !437)
!441 = !DILocation(line: 16, column: 20, scope: !267, inlinedAt: !437)
!442 = !DILocation(line: 34, column: 24, scope: !279, inlinedAt: !431)
!443 = !DILocation(line: 34, column: 11, scope: !262, inlinedAt: !431)
!444 = !DILocation(line: 36, column: 29, scope: !282, inlinedAt: !431)
!445 = !DILocation(line: 36, column: 16, scope: !279, inlinedAt: !431)
!446 = !DILocation(line: 37, column: 14, scope: !282, inlinedAt: !431)
!447 = !DILocation(line: 29, column: 14, scope: !226, inlinedAt: !431)
!448 = !DILocation(line: 29, column: 3, scope: !226, inlinedAt: !431)
!449 = distinct !{!449, !448, !450, !260}
!450 = !DILocation(line: 49, column: 5, scope: !226, inlinedAt: !431)
!451 = !DILocation(line: 118, column: 5, scope: !132)
!452 = !DILocation(line: 121, column: 1, scope: !132)
!453 = !DILocation(line: 120, column: 5, scope: !132)
!454 = !DISubprogram(name: "qsort", scope: !231, file: !231, line: 851, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{null, !103, !99, !99, !230}
!457 = !DILocation(line: 0, scope: !267)
!458 = !DILocation(line: 15, column: 13, scope: !267)
!459 = !DILocation(line: 15, column: 34, scope: !267)
!460 = !DILocation(line: 16, column: 15, scope: !267)
!461 = !DILocation(line: 16, column: 25, scope: !267)
!462 = !DILocation(line: 16, column: 20, scope: !267)
!463 = !DILocation(line: 16, column: 5, scope: !267)
!464 = !DISubprogram(name: "printf", scope: !465, file: !465, line: 356, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!466 = !DISubroutineType(types: !467)
!467 = !{!98, !468, null}
!468 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!469 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 18, type: !233, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !470)
!470 = !{!471, !472}
!471 = !DILocalVariable(name: "a", arg: 1, scope: !469, file: !2, line: 18, type: !106)
!472 = !DILocalVariable(name: "b", arg: 2, scope: !469, file: !2, line: 18, type: !106)
!473 = !DILocation(line: 0, scope: !469)
!474 = !DILocation(line: 0, scope: !267, inlinedAt: !475)
!475 = distinct !DILocation(line: 18, column: 64, scope: !469)
!476 = !DILocation(line: 15, column: 13, scope: !267, inlinedAt: !475)
!477 = !DILocation(line: 15, column: 34, scope: !267, inlinedAt: !475)
!478 = !DILocation(line: 16, column: 15, scope: !267, inlinedAt: !475)
!479 = !DILocation(line: 16, column: 25, scope: !267, inlinedAt: !475)
!480 = !DILocation(line: 16, column: 20, scope: !267, inlinedAt: !475)
!481 = !DILocation(line: 18, column: 57, scope: !469)
!482 = distinct !DISubprogram(name: "cmp_abs_then_value", scope: !2, file: !2, line: 19, type: !233, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !483)
!483 = !{!484, !485, !486, !487, !488, !489}
!484 = !DILocalVariable(name: "a", arg: 1, scope: !482, file: !2, line: 19, type: !106)
!485 = !DILocalVariable(name: "b", arg: 2, scope: !482, file: !2, line: 19, type: !106)
!486 = !DILocalVariable(name: "x", scope: !482, file: !2, line: 20, type: !98)
!487 = !DILocalVariable(name: "y", scope: !482, file: !2, line: 20, type: !98)
!488 = !DILocalVariable(name: "ax", scope: !482, file: !2, line: 21, type: !98)
!489 = !DILocalVariable(name: "ay", scope: !482, file: !2, line: 21, type: !98)
!490 = !DILocation(line: 0, scope: !482)
!491 = !DILocation(line: 20, column: 13, scope: !482)
!492 = !DILocation(line: 20, column: 34, scope: !482)
!493 = !DILocation(line: 21, column: 14, scope: !482)
!494 = !DILocation(line: 21, column: 27, scope: !482)
!495 = !DILocation(line: 22, column: 12, scope: !496)
!496 = distinct !DILexicalBlock(scope: !482, file: !2, line: 22, column: 9)
!497 = !DILocation(line: 22, column: 9, scope: !482)
!498 = !DILocation(line: 25, column: 1, scope: !482)
!499 = distinct !DISubprogram(name: "cmp_person_age", scope: !2, file: !2, line: 26, type: !233, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !500)
!500 = !{!501, !502, !503, !504}
!501 = !DILocalVariable(name: "a", arg: 1, scope: !499, file: !2, line: 26, type: !106)
!502 = !DILocalVariable(name: "b", arg: 2, scope: !499, file: !2, line: 26, type: !106)
!503 = !DILocalVariable(name: "p", scope: !499, file: !2, line: 27, type: !341)
!504 = !DILocalVariable(name: "q", scope: !499, file: !2, line: 27, type: !341)
!505 = !DILocation(line: 0, scope: !499)
!506 = !DILocation(line: 28, column: 12, scope: !507)
!507 = distinct !DILexicalBlock(scope: !499, file: !2, line: 28, column: 9)
!508 = !DILocation(line: 28, column: 22, scope: !507)
!509 = !DILocation(line: 28, column: 16, scope: !507)
!510 = !DILocation(line: 28, column: 9, scope: !499)
!511 = !DILocation(line: 29, column: 23, scope: !507)
!512 = !DILocation(line: 29, column: 9, scope: !507)
!513 = !DILocation(line: 30, column: 12, scope: !499)
!514 = !DILocation(line: 30, column: 5, scope: !499)
!515 = !DILocation(line: 31, column: 1, scope: !499)
!516 = !DILocation(line: 0, scope: !337)
!517 = !DILocation(line: 34, column: 12, scope: !347)
!518 = !DILocation(line: 34, column: 23, scope: !347)
!519 = !DILocation(line: 34, column: 18, scope: !347)
!520 = !DILocation(line: 34, column: 9, scope: !337)
!521 = !DILocation(line: 35, column: 18, scope: !351)
!522 = !DILocation(line: 35, column: 9, scope: !337)
!523 = !DILocation(line: 36, column: 12, scope: !337)
!524 = !DILocation(line: 36, column: 5, scope: !337)
!525 = !DILocation(line: 37, column: 1, scope: !337)
!526 = !DILocation(line: 0, scope: !386)
!527 = !DILocation(line: 39, column: 19, scope: !386)
!528 = !DILocation(line: 39, column: 44, scope: !386)
!529 = !DILocation(line: 39, column: 12, scope: !386)
!530 = !DILocation(line: 39, column: 5, scope: !386)
!531 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 41, type: !233, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !532)
!532 = !{!533, !534, !535, !536}
!533 = !DILocalVariable(name: "a", arg: 1, scope: !531, file: !2, line: 41, type: !106)
!534 = !DILocalVariable(name: "b", arg: 2, scope: !531, file: !2, line: 41, type: !106)
!535 = !DILocalVariable(name: "x", scope: !531, file: !2, line: 42, type: !114)
!536 = !DILocalVariable(name: "y", scope: !531, file: !2, line: 42, type: !114)
!537 = !DILocation(line: 0, scope: !531)
!538 = !DILocation(line: 42, column: 16, scope: !531)
!539 = !DILocation(line: 42, column: 40, scope: !531)
!540 = !DILocation(line: 43, column: 15, scope: !531)
!541 = !DILocation(line: 43, column: 25, scope: !531)
!542 = !DILocation(line: 43, column: 20, scope: !531)
!543 = !DILocation(line: 43, column: 5, scope: !531)
!544 = !DISubprogram(name: "strlen", scope: !545, file: !545, line: 407, type: !546, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!546 = !DISubroutineType(types: !547)
!547 = !{!101, !108}
!548 = distinct !DISubprogram(name: "cmp_char", scope: !2, file: !2, line: 45, type: !233, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !549)
!549 = !{!550, !551}
!550 = !DILocalVariable(name: "a", arg: 1, scope: !548, file: !2, line: 45, type: !106)
!551 = !DILocalVariable(name: "b", arg: 2, scope: !548, file: !2, line: 45, type: !106)
!552 = !DILocation(line: 0, scope: !548)
!553 = !DILocation(line: 46, column: 12, scope: !548)
!554 = !{!217, !217, i64 0}
!555 = !DILocation(line: 46, column: 40, scope: !548)
!556 = !DILocation(line: 46, column: 38, scope: !548)
!557 = !DILocation(line: 46, column: 5, scope: !548)
!558 = !DISubprogram(name: "strcmp", scope: !545, file: !545, line: 156, type: !559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!559 = !DISubroutineType(types: !560)
!560 = !{!98, !108, !108}
