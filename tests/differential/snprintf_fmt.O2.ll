; ModuleID = 'snprintf_fmt.c'
source_filename = "snprintf_fmt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"value=%d;%s\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"tail\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"size %d: returned %d, buf='%s', strlen=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [34 x i8] c"size 0: returned %d, buf[0]='%c'\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"NULL,0: returned %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c"%s-%d-%f\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [22 x i8] c"%5d|%-5d|%05.1f|%x|%s\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [4 x i8] c"end\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [25 x i8] c"sprintf returned %d: %s\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [41 x i8] c"append %s -> trunc=%d len=%zu line='%s'\0A\00", align 1, !dbg !72
@.str.18 = private unnamed_addr constant [16 x i8] c"%ld cents = %s\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [14 x i8] c"%-8s|%6s|%8s\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !87
@.str.21 = private unnamed_addr constant [4 x i8] c"qty\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [6 x i8] c"price\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !93
@.str.24 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !95
@.str.25 = private unnamed_addr constant [6 x i8] c"melon\00", align 1, !dbg !97
@.str.26 = private unnamed_addr constant [16 x i8] c"%-8s|%6d|%8.2f\0A\00", align 1, !dbg !99
@.str.27 = private unnamed_addr constant [20 x i8] c"%s(total %d chars)\0A\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [3 x i8] c"%u\00", align 1, !dbg !106
@.str.29 = private unnamed_addr constant [4 x i8] c"%#x\00", align 1, !dbg !108
@.str.30 = private unnamed_addr constant [4 x i8] c"%#o\00", align 1, !dbg !110
@.str.31 = private unnamed_addr constant [29 x i8] c"%s %s %s (lens %zu %zu %zu)\0A\00", align 1, !dbg !112
@.str.33 = private unnamed_addr constant [6 x i8] c"12345\00", align 1, !dbg !117
@.str.34 = private unnamed_addr constant [28 x i8] c"exact fit returned %d '%s'\0A\00", align 1, !dbg !119
@.str.35 = private unnamed_addr constant [7 x i8] c"123456\00", align 1, !dbg !124
@.str.36 = private unnamed_addr constant [27 x i8] c"one over returned %d '%s'\0A\00", align 1, !dbg !129
@.str.37 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !134
@.str.38 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1, !dbg !136
@.str.39 = private unnamed_addr constant [7 x i8] c".%02ld\00", align 1, !dbg !138

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !156 {
  %1 = alloca [32 x i8], align 16, !DIAssignID !224
  %2 = alloca [16 x i8], align 16, !DIAssignID !225
    #dbg_assign(i1 undef, !161, !DIExpression(), !225, ptr %2, !DIExpression(), !226)
  %3 = alloca [256 x i8], align 16, !DIAssignID !227
    #dbg_assign(i1 undef, !170, !DIExpression(), !227, ptr %3, !DIExpression(), !226)
  %4 = alloca [40 x i8], align 16, !DIAssignID !228
    #dbg_assign(i1 undef, !176, !DIExpression(), !228, ptr %4, !DIExpression(), !226)
  %5 = alloca [6 x i64], align 16, !DIAssignID !229
    #dbg_assign(i1 undef, !189, !DIExpression(), !229, ptr %5, !DIExpression(), !226)
  %6 = alloca [64 x i8], align 16, !DIAssignID !230
    #dbg_assign(i1 undef, !194, !DIExpression(), !230, ptr %6, !DIExpression(), !231)
  %7 = alloca [1024 x i8], align 16, !DIAssignID !232
    #dbg_assign(i1 undef, !200, !DIExpression(), !232, ptr %7, !DIExpression(), !226)
  %8 = alloca [16 x i8], align 16, !DIAssignID !233
    #dbg_assign(i1 undef, !217, !DIExpression(), !233, ptr %8, !DIExpression(), !234)
  %9 = alloca [16 x i8], align 16, !DIAssignID !235
    #dbg_assign(i1 undef, !220, !DIExpression(), !235, ptr %9, !DIExpression(), !234)
  %10 = alloca [16 x i8], align 16, !DIAssignID !236
    #dbg_assign(i1 undef, !221, !DIExpression(), !236, ptr %10, !DIExpression(), !234)
  %11 = alloca [6 x i8], align 1, !DIAssignID !237
    #dbg_assign(i1 undef, !222, !DIExpression(), !237, ptr %11, !DIExpression(), !226)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !238
    #dbg_value(i32 0, !164, !DIExpression(), !239)
    #dbg_value(i64 0, !164, !DIExpression(), !239)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !240, !DIAssignID !241
    #dbg_assign(i1 undef, !161, !DIExpression(), !241, ptr %2, !DIExpression(), !226)
  %12 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #7, !dbg !242
    #dbg_value(i32 %12, !166, !DIExpression(), !243)
  %13 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8, !dbg !244
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 16, i32 noundef %12, ptr noundef nonnull %2, i64 noundef %13), !dbg !245
    #dbg_value(i64 1, !164, !DIExpression(), !239)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !240, !DIAssignID !241
    #dbg_assign(i1 undef, !161, !DIExpression(), !241, ptr %2, !DIExpression(), !226)
  %15 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 10, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #7, !dbg !242
    #dbg_value(i32 %15, !166, !DIExpression(), !243)
  %16 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8, !dbg !244
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef %15, ptr noundef nonnull %2, i64 noundef %16), !dbg !245
    #dbg_value(i64 2, !164, !DIExpression(), !239)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !240, !DIAssignID !241
    #dbg_assign(i1 undef, !161, !DIExpression(), !241, ptr %2, !DIExpression(), !226)
  %18 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 5, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #7, !dbg !242
    #dbg_value(i32 %18, !166, !DIExpression(), !243)
  %19 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8, !dbg !244
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %18, ptr noundef nonnull %2, i64 noundef %19), !dbg !245
    #dbg_value(i64 3, !164, !DIExpression(), !239)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !240, !DIAssignID !241
    #dbg_assign(i1 undef, !161, !DIExpression(), !241, ptr %2, !DIExpression(), !226)
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 1, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #7, !dbg !242
    #dbg_value(i32 %21, !166, !DIExpression(), !243)
  %22 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8, !dbg !244
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %21, ptr noundef nonnull %2, i64 noundef %22), !dbg !245
    #dbg_value(i64 4, !164, !DIExpression(), !239)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !246, !DIAssignID !247
    #dbg_assign(i1 undef, !161, !DIExpression(), !247, ptr %2, !DIExpression(), !226)
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %2, i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef 1234567) #7, !dbg !248
    #dbg_value(i32 %24, !169, !DIExpression(), !226)
  %25 = load i8, ptr %2, align 16, !dbg !249, !tbaa !250
  %26 = sext i8 %25 to i32, !dbg !249
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %24, i32 noundef %26), !dbg !253
  %28 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i32 noundef -77, double noundef 2.500000e+00) #7, !dbg !254
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %28), !dbg !255
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #7, !dbg !256
  %30 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 42, i32 noundef 42, double noundef 3.141590e+00, i32 noundef 255, ptr noundef nonnull @.str.9) #7, !dbg !257
    #dbg_value(i32 %30, !174, !DIExpression(), !226)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %30, ptr noundef nonnull %3), !dbg !258
    #dbg_value(i64 0, !175, !DIExpression(), !226)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #7, !dbg !259
  store i8 0, ptr %4, align 16, !dbg !260, !tbaa !250, !DIAssignID !261
    #dbg_assign(i8 0, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !261, ptr %4, !DIExpression(), !226)
    #dbg_assign(i1 undef, !180, !DIExpression(), !262, ptr poison, !DIExpression(), !226)
    #dbg_value(i32 0, !184, !DIExpression(), !263)
    #dbg_value(i64 0, !184, !DIExpression(), !263)
    #dbg_value(i64 0, !175, !DIExpression(), !226)
    #dbg_value(ptr %4, !264, !DIExpression(), !276)
    #dbg_value(i64 40, !271, !DIExpression(), !276)
    #dbg_value(ptr undef, !272, !DIExpression(), !276)
    #dbg_value(ptr @.str.11, !273, !DIExpression(), !276)
    #dbg_value(i64 0, !274, !DIExpression(), !276)
  %32 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 40, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.11, i32 noundef 0) #7, !dbg !278
    #dbg_value(i32 %32, !275, !DIExpression(), !276)
  %33 = icmp slt i32 %32, 0, !dbg !279
  %34 = icmp ugt i32 %32, 39, !dbg !281
  %35 = call i32 @llvm.umin.i32(i32 %32, i32 39), !dbg !281
  %36 = zext i1 %34 to i32, !dbg !281
  %37 = select i1 %33, i32 0, i32 %35, !dbg !281
  %38 = zext nneg i32 %37 to i64, !dbg !281
  %39 = select i1 %33, i32 -1, i32 %36, !dbg !281
    #dbg_value(i64 %38, !175, !DIExpression(), !226)
    #dbg_value(i32 %39, !186, !DIExpression(), !282)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %39, i64 noundef %38, ptr noundef nonnull %4), !dbg !283
    #dbg_value(i64 1, !184, !DIExpression(), !263)
    #dbg_value(ptr @.str.12, !273, !DIExpression(), !276)
    #dbg_value(i64 11, !274, !DIExpression(), !276)
  %41 = getelementptr inbounds i8, ptr %4, i64 %38, !dbg !284
  %42 = sub nuw nsw i64 40, %38, !dbg !285
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %41, i64 noundef %42, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.12, i32 noundef 11) #7, !dbg !278
    #dbg_value(i32 %43, !275, !DIExpression(), !276)
  %44 = icmp slt i32 %43, 0, !dbg !279
  %45 = zext nneg i32 %43 to i64, !dbg !281
  %46 = icmp ule i64 %42, %45, !dbg !281
  %47 = add nuw nsw i64 %38, %45, !dbg !281
  %48 = select i1 %46, i64 39, i64 %47, !dbg !281
  %49 = zext i1 %46 to i32, !dbg !281
  %50 = select i1 %44, i64 %38, i64 %48, !dbg !281
  %51 = select i1 %44, i32 -1, i32 %49, !dbg !281
    #dbg_value(i64 %50, !175, !DIExpression(), !226)
    #dbg_value(i32 %51, !186, !DIExpression(), !282)
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %51, i64 noundef %50, ptr noundef nonnull %4), !dbg !283
    #dbg_value(i64 2, !184, !DIExpression(), !263)
    #dbg_value(ptr @.str.13, !273, !DIExpression(), !276)
    #dbg_value(i64 22, !274, !DIExpression(), !276)
  %53 = getelementptr inbounds i8, ptr %4, i64 %50, !dbg !284
  %54 = sub nsw i64 40, %50, !dbg !285
  %55 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %53, i64 noundef %54, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.13, i32 noundef 22) #7, !dbg !278
    #dbg_value(i32 %55, !275, !DIExpression(), !276)
  %56 = icmp slt i32 %55, 0, !dbg !279
  %57 = zext nneg i32 %55 to i64, !dbg !281
  %58 = icmp ule i64 %54, %57, !dbg !281
  %59 = add nuw nsw i64 %50, %57, !dbg !281
  %60 = select i1 %58, i64 39, i64 %59, !dbg !281
  %61 = zext i1 %58 to i32, !dbg !281
  %62 = select i1 %56, i64 %50, i64 %60, !dbg !281
  %63 = select i1 %56, i32 -1, i32 %61, !dbg !281
    #dbg_value(i64 %62, !175, !DIExpression(), !226)
    #dbg_value(i32 %63, !186, !DIExpression(), !282)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %63, i64 noundef %62, ptr noundef nonnull %4), !dbg !283
    #dbg_value(i64 3, !184, !DIExpression(), !263)
    #dbg_value(ptr @.str.14, !273, !DIExpression(), !276)
    #dbg_value(i64 33, !274, !DIExpression(), !276)
  %65 = getelementptr inbounds i8, ptr %4, i64 %62, !dbg !284
  %66 = sub nsw i64 40, %62, !dbg !285
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %65, i64 noundef %66, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.14, i32 noundef 33) #7, !dbg !278
    #dbg_value(i32 %67, !275, !DIExpression(), !276)
  %68 = icmp slt i32 %67, 0, !dbg !279
  %69 = zext nneg i32 %67 to i64, !dbg !281
  %70 = icmp ule i64 %66, %69, !dbg !281
  %71 = add nuw nsw i64 %62, %69, !dbg !281
  %72 = select i1 %70, i64 39, i64 %71, !dbg !281
  %73 = zext i1 %70 to i32, !dbg !281
  %74 = select i1 %68, i64 %62, i64 %72, !dbg !281
  %75 = select i1 %68, i32 -1, i32 %73, !dbg !281
    #dbg_value(i64 %74, !175, !DIExpression(), !226)
    #dbg_value(i32 %75, !186, !DIExpression(), !282)
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef %75, i64 noundef %74, ptr noundef nonnull %4), !dbg !283
    #dbg_value(i64 4, !184, !DIExpression(), !263)
    #dbg_value(ptr @.str.15, !273, !DIExpression(), !276)
    #dbg_value(i64 44, !274, !DIExpression(), !276)
  %77 = getelementptr inbounds i8, ptr %4, i64 %74, !dbg !284
  %78 = sub nsw i64 40, %74, !dbg !285
  %79 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %77, i64 noundef %78, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.15, i32 noundef 44) #7, !dbg !278
    #dbg_value(i32 %79, !275, !DIExpression(), !276)
  %80 = icmp slt i32 %79, 0, !dbg !279
  %81 = zext nneg i32 %79 to i64, !dbg !281
  %82 = icmp ule i64 %78, %81, !dbg !281
  %83 = add nuw nsw i64 %74, %81, !dbg !281
  %84 = select i1 %82, i64 39, i64 %83, !dbg !281
  %85 = zext i1 %82 to i32, !dbg !281
  %86 = select i1 %80, i64 %74, i64 %84, !dbg !281
  %87 = select i1 %80, i32 -1, i32 %85, !dbg !281
    #dbg_value(i64 %86, !175, !DIExpression(), !226)
    #dbg_value(i32 %87, !186, !DIExpression(), !282)
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %87, i64 noundef %86, ptr noundef nonnull %4), !dbg !283
    #dbg_value(i64 5, !184, !DIExpression(), !263)
    #dbg_value(ptr @.str.16, !273, !DIExpression(), !276)
    #dbg_value(i64 55, !274, !DIExpression(), !276)
  %89 = getelementptr inbounds i8, ptr %4, i64 %86, !dbg !284
  %90 = sub nsw i64 40, %86, !dbg !285
  %91 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %89, i64 noundef %90, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.16, i32 noundef 55) #7, !dbg !278
    #dbg_value(i32 %91, !275, !DIExpression(), !276)
  %92 = icmp slt i32 %91, 0, !dbg !279
  %93 = zext nneg i32 %91 to i64, !dbg !281
  %94 = icmp ule i64 %90, %93, !dbg !281
  %95 = add nuw nsw i64 %86, %93, !dbg !281
  %96 = select i1 %94, i64 39, i64 %95, !dbg !281
  %97 = zext i1 %94 to i32, !dbg !281
  %98 = select i1 %92, i64 %86, i64 %96, !dbg !281
  %99 = select i1 %92, i32 -1, i32 %97, !dbg !281
    #dbg_value(i64 %98, !175, !DIExpression(), !226)
    #dbg_value(i32 %99, !186, !DIExpression(), !282)
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.16, i32 noundef %99, i64 noundef %98, ptr noundef nonnull %4), !dbg !283
    #dbg_value(i64 6, !184, !DIExpression(), !263)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7, !dbg !286
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 16, i1 false), !dbg !287, !DIAssignID !288
    #dbg_assign(i8 0, !189, !DIExpression(), !288, ptr %5, !DIExpression(), !226)
    #dbg_assign(i8 0, !189, !DIExpression(DW_OP_LLVM_fragment, 128, 256), !289, ptr undef, !DIExpression(), !226)
  %101 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !287
  store i64 5, ptr %101, align 8, !dbg !287, !DIAssignID !290
    #dbg_assign(i64 5, !189, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !290, ptr %101, !DIExpression(), !226)
  %102 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !287
  store i64 100, ptr %102, align 16, !dbg !287, !DIAssignID !291
    #dbg_assign(i64 100, !189, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !291, ptr %102, !DIExpression(), !226)
  %103 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !287
  store i64 123456, ptr %103, align 8, !dbg !287, !DIAssignID !292
    #dbg_assign(i64 123456, !189, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !292, ptr %103, !DIExpression(), !226)
  %104 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !287
  store i64 -98765432, ptr %104, align 16, !dbg !287, !DIAssignID !293
    #dbg_assign(i64 -98765432, !189, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !293, ptr %104, !DIExpression(), !226)
  %105 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !287
  store i64 100000000000, ptr %105, align 8, !dbg !287, !DIAssignID !294
    #dbg_assign(i64 100000000000, !189, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !294, ptr %105, !DIExpression(), !226)
    #dbg_value(i32 0, !192, !DIExpression(), !295)
  %106 = getelementptr inbounds i8, ptr %6, i64 1
  br label %160, !dbg !296

107:                                              ; preds = %195
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %7) #7, !dbg !297
    #dbg_value(i32 0, !204, !DIExpression(), !226)
  %108 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22) #7, !dbg !298
    #dbg_value(i32 %108, !204, !DIExpression(), !226)
    #dbg_assign(i1 undef, !205, !DIExpression(), !299, ptr poison, !DIExpression(), !226)
    #dbg_assign(i1 undef, !207, !DIExpression(), !300, ptr poison, !DIExpression(), !226)
    #dbg_assign(i1 undef, !209, !DIExpression(), !301, ptr poison, !DIExpression(), !226)
    #dbg_value(i32 0, !212, !DIExpression(), !302)
    #dbg_value(i64 0, !212, !DIExpression(), !302)
    #dbg_value(i32 %108, !204, !DIExpression(), !226)
  %109 = sext i32 %108 to i64, !dbg !303
  %110 = getelementptr inbounds i8, ptr %7, i64 %109, !dbg !303
  %111 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %110, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.23, i32 noundef 3, double noundef 1.500000e+00) #7, !dbg !305
  %112 = add nsw i32 %111, %108, !dbg !306
    #dbg_value(i32 %112, !204, !DIExpression(), !226)
    #dbg_value(i64 1, !212, !DIExpression(), !302)
  %113 = sext i32 %112 to i64, !dbg !303
  %114 = getelementptr inbounds i8, ptr %7, i64 %113, !dbg !303
  %115 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %114, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.24, i32 noundef 12, double noundef 3.000000e+00) #7, !dbg !305
  %116 = add nsw i32 %115, %112, !dbg !306
    #dbg_value(i32 %116, !204, !DIExpression(), !226)
    #dbg_value(i64 2, !212, !DIExpression(), !302)
  %117 = sext i32 %116 to i64, !dbg !303
  %118 = getelementptr inbounds i8, ptr %7, i64 %117, !dbg !303
  %119 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %118, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.25, i32 noundef 1, double noundef 3.750000e+00) #7, !dbg !305
  %120 = add nsw i32 %119, %116, !dbg !306
    #dbg_value(i32 %120, !204, !DIExpression(), !226)
    #dbg_value(i64 3, !212, !DIExpression(), !302)
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull %7, i32 noundef %120), !dbg !307
    #dbg_value(i32 1, !214, !DIExpression(), !308)
    #dbg_value(i32 1, !214, !DIExpression(), !308)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #7, !dbg !309
  %122 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 1) #7, !dbg !310
  %123 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1) #7, !dbg !311
  %124 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 1) #7, !dbg !312
  %125 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !313
  %126 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !314
  %127 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %10) #8, !dbg !315
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i64 noundef %125, i64 noundef %126, i64 noundef %127), !dbg !316
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !317
    #dbg_value(i32 13, !214, !DIExpression(), !308)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #7, !dbg !309
  %129 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 13) #7, !dbg !310
  %130 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 13) #7, !dbg !311
  %131 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 13) #7, !dbg !312
  %132 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !313
  %133 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !314
  %134 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %10) #8, !dbg !315
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i64 noundef %132, i64 noundef %133, i64 noundef %134), !dbg !316
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !317
    #dbg_value(i32 169, !214, !DIExpression(), !308)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #7, !dbg !309
  %136 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 169) #7, !dbg !310
  %137 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 169) #7, !dbg !311
  %138 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 169) #7, !dbg !312
  %139 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !313
  %140 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !314
  %141 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %10) #8, !dbg !315
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i64 noundef %139, i64 noundef %140, i64 noundef %141), !dbg !316
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !317
    #dbg_value(i32 2197, !214, !DIExpression(), !308)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #7, !dbg !309
  %143 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 2197) #7, !dbg !310
  %144 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 2197) #7, !dbg !311
  %145 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 2197) #7, !dbg !312
  %146 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !313
  %147 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !314
  %148 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %10) #8, !dbg !315
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i64 noundef %146, i64 noundef %147, i64 noundef %148), !dbg !316
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !317
    #dbg_value(i32 28561, !214, !DIExpression(), !308)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !309
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #7, !dbg !309
  %150 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 28561) #7, !dbg !310
  %151 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 28561) #7, !dbg !311
  %152 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 28561) #7, !dbg !312
  %153 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !313
  %154 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !314
  %155 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %10) #8, !dbg !315
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i64 noundef %153, i64 noundef %154, i64 noundef %155), !dbg !316
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !317
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !317
    #dbg_value(i32 371293, !214, !DIExpression(), !308)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %11) #7, !dbg !318
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %11, ptr noundef nonnull align 1 dereferenceable(6) @.str.33, i64 6, i1 false), !dbg !319
    #dbg_value(i32 5, !223, !DIExpression(), !226)
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef 5, ptr noundef nonnull %11), !dbg !320
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %11, ptr noundef nonnull align 1 dereferenceable(5) @.str.35, i64 5, i1 false), !dbg !321
  %158 = getelementptr inbounds i8, ptr %11, i64 5, !dbg !321
  store i8 0, ptr %158, align 1, !dbg !321
    #dbg_value(i32 6, !223, !DIExpression(), !226)
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef 6, ptr noundef nonnull %11), !dbg !322
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %11) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %7) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #7, !dbg !323
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !323
  ret i32 0, !dbg !324

160:                                              ; preds = %0, %195
  %161 = phi i64 [ 0, %0 ], [ %199, %195 ]
    #dbg_value(i64 %161, !192, !DIExpression(), !295)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #7, !dbg !325
  %162 = getelementptr inbounds [6 x i64], ptr %5, i64 0, i64 %161, !dbg !326
  %163 = load i64, ptr %162, align 8, !dbg !326, !tbaa !327
    #dbg_assign(i1 undef, !329, !DIExpression(), !224, ptr %1, !DIExpression(), !347)
    #dbg_value(ptr %6, !334, !DIExpression(), !347)
    #dbg_value(i64 %163, !335, !DIExpression(), !347)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !349
  %164 = icmp slt i64 %163, 0, !dbg !350
  %165 = call i64 @llvm.abs.i64(i64 %163, i1 true), !dbg !351
    #dbg_value(i64 %165, !336, !DIExpression(), !347)
  %166 = udiv i64 %165, 100, !dbg !352
  %167 = urem i64 %165, 100, !dbg !353
  %168 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef %166) #7, !dbg !354
    #dbg_value(i32 %168, !337, !DIExpression(), !347)
    #dbg_value(ptr %6, !338, !DIExpression(), !347)
  br i1 %164, label %169, label %170, !dbg !355

169:                                              ; preds = %160
    #dbg_value(ptr %106, !338, !DIExpression(), !347)
  store i8 45, ptr %6, align 16, !dbg !356, !tbaa !250, !DIAssignID !358
    #dbg_assign(i8 45, !194, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !358, ptr %6, !DIExpression(), !231)
  br label %170, !dbg !359

170:                                              ; preds = %169, %160
  %171 = phi ptr [ %106, %169 ], [ %6, %160 ], !dbg !347
    #dbg_value(ptr %171, !338, !DIExpression(), !347)
  %172 = getelementptr inbounds i8, ptr %171, i64 1, !dbg !360
    #dbg_value(ptr %172, !338, !DIExpression(), !347)
  store i8 36, ptr %171, align 1, !dbg !361, !tbaa !250
    #dbg_value(i32 0, !339, !DIExpression(), !362)
  %173 = icmp sgt i32 %168, 0, !dbg !363
  br i1 %173, label %174, label %195, !dbg !364

174:                                              ; preds = %170
  %175 = zext nneg i32 %168 to i64, !dbg !363
  br label %176, !dbg !364

176:                                              ; preds = %191, %174
  %177 = phi i64 [ 0, %174 ], [ %193, %191 ]
  %178 = phi ptr [ %172, %174 ], [ %192, %191 ]
    #dbg_value(ptr %178, !338, !DIExpression(), !347)
    #dbg_value(i64 %177, !339, !DIExpression(), !362)
  %179 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 %177, !dbg !365
  %180 = load i8, ptr %179, align 1, !dbg !365, !tbaa !250
  %181 = getelementptr inbounds i8, ptr %178, i64 1, !dbg !366
    #dbg_value(ptr %181, !338, !DIExpression(), !347)
  store i8 %180, ptr %178, align 1, !dbg !367, !tbaa !250
  %182 = trunc nuw nsw i64 %177 to i32, !dbg !368
  %183 = xor i32 %182, -1, !dbg !368
  %184 = add nsw i32 %168, %183, !dbg !368
    #dbg_value(i32 %184, !341, !DIExpression(), !369)
  %185 = icmp sgt i32 %184, 0, !dbg !370
  %186 = urem i32 %184, 3
  %187 = icmp eq i32 %186, 0
  %188 = and i1 %185, %187, !dbg !372
  br i1 %188, label %189, label %191, !dbg !372

189:                                              ; preds = %176
  %190 = getelementptr inbounds i8, ptr %178, i64 2, !dbg !373
    #dbg_value(ptr %190, !338, !DIExpression(), !347)
  store i8 44, ptr %181, align 1, !dbg !374, !tbaa !250
  br label %191, !dbg !375

191:                                              ; preds = %189, %176
  %192 = phi ptr [ %190, %189 ], [ %181, %176 ], !dbg !369
    #dbg_value(ptr %192, !338, !DIExpression(), !347)
  %193 = add nuw nsw i64 %177, 1, !dbg !376
    #dbg_value(i64 %193, !339, !DIExpression(), !362)
  %194 = icmp eq i64 %193, %175, !dbg !363
  br i1 %194, label %195, label %176, !dbg !364, !llvm.loop !377

195:                                              ; preds = %191, %170
  %196 = phi ptr [ %172, %170 ], [ %192, %191 ], !dbg !347
  %197 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %196, ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef %167) #7, !dbg !380
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !381
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %163, ptr noundef nonnull %6), !dbg !382
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #7, !dbg !383
  %199 = add nuw nsw i64 %161, 1, !dbg !384
    #dbg_value(i64 %199, !192, !DIExpression(), !295)
  %200 = icmp eq i64 %199, 6, !dbg !385
  br i1 %200, label %107, label %160, !dbg !296, !llvm.loop !386
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !388 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !394 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !397 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !401 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!140}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154}
!llvm.ident = !{!155}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "snprintf_fmt.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "cb5907c6c4cecd3d7138e493a5c88ca1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 44)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 4)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 22)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 25)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 6)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 8)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 41)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 16)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 14)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !39, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !56, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !56, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !9, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !56, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !79, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 20)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !19, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !39, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !39, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 29)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !56, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 28)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 7)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 27)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !126, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !39, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !126, isLocal: true, isDefinition: true)
!140 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !141, globals: !145, splitDebugInlining: false, nameTableKind: None)
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !143, line: 18, baseType: !144)
!143 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!144 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!145 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !54, !59, !61, !63, !65, !70, !72, !77, !82, !87, !89, !91, !93, !95, !97, !99, !101, !106, !108, !110, !112, !146, !117, !119, !124, !129, !134, !136, !138}
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !19, isLocal: true, isDefinition: true)
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !157, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !160)
!157 = !DISubroutineType(types: !158)
!158 = !{!159}
!159 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!160 = !{!161, !162, !164, !166, !169, !170, !174, !175, !176, !180, !184, !186, !189, !192, !194, !200, !204, !205, !207, !209, !212, !214, !217, !220, !221, !222, !223}
!161 = !DILocalVariable(name: "buf", scope: !156, file: !2, line: 41, type: !79)
!162 = !DILocalVariable(name: "sizes", scope: !156, file: !2, line: 42, type: !163)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 128, elements: !40)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 43, type: !159)
!165 = distinct !DILexicalBlock(scope: !156, file: !2, line: 43, column: 5)
!166 = !DILocalVariable(name: "r", scope: !167, file: !2, line: 45, type: !159)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 43, column: 33)
!168 = distinct !DILexicalBlock(scope: !165, file: !2, line: 43, column: 5)
!169 = !DILocalVariable(name: "r0", scope: !156, file: !2, line: 49, type: !159)
!170 = !DILocalVariable(name: "big", scope: !156, file: !2, line: 52, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 256)
!174 = !DILocalVariable(name: "r", scope: !156, file: !2, line: 53, type: !159)
!175 = !DILocalVariable(name: "len", scope: !156, file: !2, line: 55, type: !142)
!176 = !DILocalVariable(name: "line", scope: !156, file: !2, line: 56, type: !177)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 40)
!180 = !DILocalVariable(name: "words", scope: !156, file: !2, line: 58, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 384, elements: !57)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 59, type: !159)
!185 = distinct !DILexicalBlock(scope: !156, file: !2, line: 59, column: 5)
!186 = !DILocalVariable(name: "t", scope: !187, file: !2, line: 60, type: !159)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 59, column: 33)
!188 = distinct !DILexicalBlock(scope: !185, file: !2, line: 59, column: 5)
!189 = !DILocalVariable(name: "amounts", scope: !156, file: !2, line: 63, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !191, size: 384, elements: !57)
!191 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 64, type: !159)
!193 = distinct !DILexicalBlock(scope: !156, file: !2, line: 64, column: 5)
!194 = !DILocalVariable(name: "m", scope: !195, file: !2, line: 65, type: !197)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 64, column: 33)
!196 = distinct !DILexicalBlock(scope: !193, file: !2, line: 64, column: 5)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 64)
!200 = !DILocalVariable(name: "table", scope: !156, file: !2, line: 70, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8192, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 1024)
!204 = !DILocalVariable(name: "off", scope: !156, file: !2, line: 71, type: !159)
!205 = !DILocalVariable(name: "items", scope: !156, file: !2, line: 73, type: !206)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 192, elements: !20)
!207 = !DILocalVariable(name: "qty", scope: !156, file: !2, line: 74, type: !208)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 96, elements: !20)
!209 = !DILocalVariable(name: "price", scope: !156, file: !2, line: 75, type: !210)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !211, size: 192, elements: !20)
!211 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 76, type: !159)
!213 = distinct !DILexicalBlock(scope: !156, file: !2, line: 76, column: 5)
!214 = !DILocalVariable(name: "v", scope: !215, file: !2, line: 80, type: !216)
!215 = distinct !DILexicalBlock(scope: !156, file: !2, line: 80, column: 5)
!216 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!217 = !DILocalVariable(name: "d", scope: !218, file: !2, line: 81, type: !79)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 80, column: 47)
!219 = distinct !DILexicalBlock(scope: !215, file: !2, line: 80, column: 5)
!220 = !DILocalVariable(name: "x", scope: !218, file: !2, line: 81, type: !79)
!221 = !DILocalVariable(name: "o", scope: !218, file: !2, line: 81, type: !79)
!222 = !DILocalVariable(name: "fit", scope: !156, file: !2, line: 88, type: !56)
!223 = !DILocalVariable(name: "rf", scope: !156, file: !2, line: 89, type: !159)
!224 = distinct !DIAssignID()
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 0, scope: !156)
!227 = distinct !DIAssignID()
!228 = distinct !DIAssignID()
!229 = distinct !DIAssignID()
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !195)
!232 = distinct !DIAssignID()
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 0, scope: !218)
!235 = distinct !DIAssignID()
!236 = distinct !DIAssignID()
!237 = distinct !DIAssignID()
!238 = !DILocation(line: 41, column: 5, scope: !156)
!239 = !DILocation(line: 0, scope: !165)
!240 = !DILocation(line: 44, column: 9, scope: !167)
!241 = distinct !DIAssignID()
!242 = !DILocation(line: 45, column: 17, scope: !167)
!243 = !DILocation(line: 0, scope: !167)
!244 = !DILocation(line: 46, column: 82, scope: !167)
!245 = !DILocation(line: 46, column: 9, scope: !167)
!246 = !DILocation(line: 48, column: 5, scope: !156)
!247 = distinct !DIAssignID()
!248 = !DILocation(line: 49, column: 14, scope: !156)
!249 = !DILocation(line: 50, column: 54, scope: !156)
!250 = !{!251, !251, i64 0}
!251 = !{!"omnipotent char", !252, i64 0}
!252 = !{!"Simple C/C++ TBAA"}
!253 = !DILocation(line: 50, column: 5, scope: !156)
!254 = !DILocation(line: 51, column: 37, scope: !156)
!255 = !DILocation(line: 51, column: 5, scope: !156)
!256 = !DILocation(line: 52, column: 5, scope: !156)
!257 = !DILocation(line: 53, column: 13, scope: !156)
!258 = !DILocation(line: 54, column: 5, scope: !156)
!259 = !DILocation(line: 56, column: 5, scope: !156)
!260 = !DILocation(line: 57, column: 13, scope: !156)
!261 = distinct !DIAssignID()
!262 = distinct !DIAssignID()
!263 = !DILocation(line: 0, scope: !185)
!264 = !DILocalVariable(name: "buf", arg: 1, scope: !265, file: !2, line: 11, type: !268)
!265 = distinct !DISubprogram(name: "append", scope: !2, file: !2, line: 11, type: !266, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !270)
!266 = !DISubroutineType(types: !267)
!267 = !{!159, !268, !142, !269, !182, !159}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!270 = !{!264, !271, !272, !273, !274, !275}
!271 = !DILocalVariable(name: "cap", arg: 2, scope: !265, file: !2, line: 11, type: !142)
!272 = !DILocalVariable(name: "len", arg: 3, scope: !265, file: !2, line: 11, type: !269)
!273 = !DILocalVariable(name: "word", arg: 4, scope: !265, file: !2, line: 11, type: !182)
!274 = !DILocalVariable(name: "n", arg: 5, scope: !265, file: !2, line: 11, type: !159)
!275 = !DILocalVariable(name: "r", scope: !265, file: !2, line: 12, type: !159)
!276 = !DILocation(line: 0, scope: !265, inlinedAt: !277)
!277 = distinct !DILocation(line: 60, column: 17, scope: !187)
!278 = !DILocation(line: 12, column: 13, scope: !265, inlinedAt: !277)
!279 = !DILocation(line: 13, column: 11, scope: !280, inlinedAt: !277)
!280 = distinct !DILexicalBlock(scope: !265, file: !2, line: 13, column: 9)
!281 = !DILocation(line: 13, column: 9, scope: !265, inlinedAt: !277)
!282 = !DILocation(line: 0, scope: !187)
!283 = !DILocation(line: 61, column: 9, scope: !187)
!284 = !DILocation(line: 12, column: 26, scope: !265, inlinedAt: !277)
!285 = !DILocation(line: 12, column: 38, scope: !265, inlinedAt: !277)
!286 = !DILocation(line: 63, column: 5, scope: !156)
!287 = !DILocation(line: 63, column: 10, scope: !156)
!288 = distinct !DIAssignID()
!289 = distinct !DIAssignID()
!290 = distinct !DIAssignID()
!291 = distinct !DIAssignID()
!292 = distinct !DIAssignID()
!293 = distinct !DIAssignID()
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 0, scope: !193)
!296 = !DILocation(line: 64, column: 5, scope: !193)
!297 = !DILocation(line: 70, column: 5, scope: !156)
!298 = !DILocation(line: 72, column: 12, scope: !156)
!299 = distinct !DIAssignID()
!300 = distinct !DIAssignID()
!301 = distinct !DIAssignID()
!302 = !DILocation(line: 0, scope: !213)
!303 = !DILocation(line: 77, column: 30, scope: !304)
!304 = distinct !DILexicalBlock(scope: !213, file: !2, line: 76, column: 5)
!305 = !DILocation(line: 77, column: 16, scope: !304)
!306 = !DILocation(line: 77, column: 13, scope: !304)
!307 = !DILocation(line: 78, column: 5, scope: !156)
!308 = !DILocation(line: 0, scope: !215)
!309 = !DILocation(line: 81, column: 9, scope: !218)
!310 = !DILocation(line: 82, column: 9, scope: !218)
!311 = !DILocation(line: 83, column: 9, scope: !218)
!312 = !DILocation(line: 84, column: 9, scope: !218)
!313 = !DILocation(line: 85, column: 58, scope: !218)
!314 = !DILocation(line: 85, column: 69, scope: !218)
!315 = !DILocation(line: 85, column: 80, scope: !218)
!316 = !DILocation(line: 85, column: 9, scope: !218)
!317 = !DILocation(line: 86, column: 5, scope: !219)
!318 = !DILocation(line: 88, column: 5, scope: !156)
!319 = !DILocation(line: 89, column: 14, scope: !156)
!320 = !DILocation(line: 90, column: 5, scope: !156)
!321 = !DILocation(line: 91, column: 10, scope: !156)
!322 = !DILocation(line: 92, column: 5, scope: !156)
!323 = !DILocation(line: 94, column: 1, scope: !156)
!324 = !DILocation(line: 93, column: 5, scope: !156)
!325 = !DILocation(line: 65, column: 9, scope: !195)
!326 = !DILocation(line: 66, column: 22, scope: !195)
!327 = !{!328, !328, i64 0}
!328 = !{!"long", !251, i64 0}
!329 = !DILocalVariable(name: "digits", scope: !330, file: !2, line: 24, type: !344)
!330 = distinct !DISubprogram(name: "fmt_money", scope: !2, file: !2, line: 23, type: !331, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !333)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !268, !191}
!333 = !{!334, !335, !329, !336, !337, !338, !339, !341}
!334 = !DILocalVariable(name: "out", arg: 1, scope: !330, file: !2, line: 23, type: !268)
!335 = !DILocalVariable(name: "cents", arg: 2, scope: !330, file: !2, line: 23, type: !191)
!336 = !DILocalVariable(name: "v", scope: !330, file: !2, line: 25, type: !191)
!337 = !DILocalVariable(name: "n", scope: !330, file: !2, line: 26, type: !159)
!338 = !DILocalVariable(name: "w", scope: !330, file: !2, line: 27, type: !268)
!339 = !DILocalVariable(name: "i", scope: !340, file: !2, line: 31, type: !159)
!340 = distinct !DILexicalBlock(scope: !330, file: !2, line: 31, column: 5)
!341 = !DILocalVariable(name: "left", scope: !342, file: !2, line: 33, type: !159)
!342 = distinct !DILexicalBlock(scope: !343, file: !2, line: 31, column: 33)
!343 = distinct !DILexicalBlock(scope: !340, file: !2, line: 31, column: 5)
!344 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !345)
!345 = !{!346}
!346 = !DISubrange(count: 32)
!347 = !DILocation(line: 0, scope: !330, inlinedAt: !348)
!348 = distinct !DILocation(line: 66, column: 9, scope: !195)
!349 = !DILocation(line: 24, column: 5, scope: !330, inlinedAt: !348)
!350 = !DILocation(line: 25, column: 20, scope: !330, inlinedAt: !348)
!351 = !DILocation(line: 25, column: 14, scope: !330, inlinedAt: !348)
!352 = !DILocation(line: 26, column: 38, scope: !330, inlinedAt: !348)
!353 = !DILocation(line: 37, column: 28, scope: !330, inlinedAt: !348)
!354 = !DILocation(line: 26, column: 13, scope: !330, inlinedAt: !348)
!355 = !DILocation(line: 28, column: 9, scope: !330, inlinedAt: !348)
!356 = !DILocation(line: 29, column: 14, scope: !357, inlinedAt: !348)
!357 = distinct !DILexicalBlock(scope: !330, file: !2, line: 28, column: 9)
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 29, column: 9, scope: !357, inlinedAt: !348)
!360 = !DILocation(line: 30, column: 7, scope: !330, inlinedAt: !348)
!361 = !DILocation(line: 30, column: 10, scope: !330, inlinedAt: !348)
!362 = !DILocation(line: 0, scope: !340, inlinedAt: !348)
!363 = !DILocation(line: 31, column: 23, scope: !343, inlinedAt: !348)
!364 = !DILocation(line: 31, column: 5, scope: !340, inlinedAt: !348)
!365 = !DILocation(line: 32, column: 16, scope: !342, inlinedAt: !348)
!366 = !DILocation(line: 32, column: 11, scope: !342, inlinedAt: !348)
!367 = !DILocation(line: 32, column: 14, scope: !342, inlinedAt: !348)
!368 = !DILocation(line: 33, column: 26, scope: !342, inlinedAt: !348)
!369 = !DILocation(line: 0, scope: !342, inlinedAt: !348)
!370 = !DILocation(line: 34, column: 18, scope: !371, inlinedAt: !348)
!371 = distinct !DILexicalBlock(scope: !342, file: !2, line: 34, column: 13)
!372 = !DILocation(line: 34, column: 22, scope: !371, inlinedAt: !348)
!373 = !DILocation(line: 35, column: 15, scope: !371, inlinedAt: !348)
!374 = !DILocation(line: 35, column: 18, scope: !371, inlinedAt: !348)
!375 = !DILocation(line: 35, column: 13, scope: !371, inlinedAt: !348)
!376 = !DILocation(line: 31, column: 29, scope: !343, inlinedAt: !348)
!377 = distinct !{!377, !364, !378, !379}
!378 = !DILocation(line: 36, column: 5, scope: !340, inlinedAt: !348)
!379 = !{!"llvm.loop.mustprogress"}
!380 = !DILocation(line: 37, column: 5, scope: !330, inlinedAt: !348)
!381 = !DILocation(line: 38, column: 1, scope: !330, inlinedAt: !348)
!382 = !DILocation(line: 67, column: 9, scope: !195)
!383 = !DILocation(line: 68, column: 5, scope: !196)
!384 = !DILocation(line: 64, column: 29, scope: !196)
!385 = !DILocation(line: 64, column: 23, scope: !196)
!386 = distinct !{!386, !296, !387, !379}
!387 = !DILocation(line: 68, column: 5, scope: !193)
!388 = !DISubprogram(name: "snprintf", scope: !389, file: !389, line: 378, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!390 = !DISubroutineType(types: !391)
!391 = !{!159, !392, !142, !393, null}
!392 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !268)
!393 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!394 = !DISubprogram(name: "printf", scope: !389, file: !389, line: 356, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!159, !393, null}
!397 = !DISubprogram(name: "strlen", scope: !398, file: !398, line: 407, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!399 = !DISubroutineType(types: !400)
!400 = !{!144, !182}
!401 = !DISubprogram(name: "sprintf", scope: !389, file: !389, line: 358, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!159, !392, !393, null}
