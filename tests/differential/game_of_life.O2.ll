; ModuleID = 'game_of_life.c'
source_filename = "game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ga = internal global [20 x [24 x i8]] zeroinitializer, align 16, !dbg !0
@gb = internal global [20 x [24 x i8]] zeroinitializer, align 16, !dbg !62
@.str.5 = private unnamed_addr constant [22 x i8] c"gen 0 pop %d hash %u\0A\00", align 1, !dbg !52
@.str.6 = private unnamed_addr constant [23 x i8] c"gen %d pop %d hash %u\0A\00", align 1, !dbg !57

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !19 {
  %1 = alloca [25 x i8], align 16, !DIAssignID !75
  %2 = alloca [25 x i8], align 16, !DIAssignID !76
    #dbg_value(ptr @ga, !77, !DIExpression(), !92)
    #dbg_value(i32 1, !83, !DIExpression(), !92)
    #dbg_value(i32 1, !84, !DIExpression(), !92)
    #dbg_value(ptr poison, !85, !DIExpression(), !92)
    #dbg_value(i32 3, !86, !DIExpression(), !92)
    #dbg_value(i64 0, !87, !DIExpression(), !94)
    #dbg_value(i64 1, !89, !DIExpression(), !95)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(480) @ga, i8 0, i64 480, i1 false), !dbg !96
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 26), align 2, !dbg !96, !tbaa !98
    #dbg_value(i64 1, !87, !DIExpression(), !94)
    #dbg_value(i64 0, !89, !DIExpression(), !95)
  store i8 0, ptr getelementptr inbounds (i8, ptr @ga, i64 49), align 1, !dbg !96, !tbaa !98
    #dbg_value(i64 2, !89, !DIExpression(), !95)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 51), align 1, !dbg !96, !tbaa !98
    #dbg_value(i64 2, !87, !DIExpression(), !94)
    #dbg_value(i64 0, !89, !DIExpression(), !95)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 73), align 1, !dbg !96, !tbaa !98
    #dbg_value(i64 1, !89, !DIExpression(), !95)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 74), align 2, !dbg !96, !tbaa !98
    #dbg_value(i64 2, !89, !DIExpression(), !95)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 75), align 1, !dbg !96, !tbaa !98
    #dbg_value(i64 3, !89, !DIExpression(), !95)
    #dbg_value(i64 3, !87, !DIExpression(), !94)
    #dbg_value(i64 0, !87, !DIExpression(), !101)
    #dbg_value(i64 0, !89, !DIExpression(), !103)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 260), align 4, !dbg !104, !tbaa !98
    #dbg_value(i64 1, !89, !DIExpression(), !103)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 261), align 1, !dbg !104, !tbaa !98
    #dbg_value(i64 2, !89, !DIExpression(), !103)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 262), align 2, !dbg !104, !tbaa !98
    #dbg_value(i64 3, !89, !DIExpression(), !103)
    #dbg_value(i64 1, !87, !DIExpression(), !101)
    #dbg_value(i64 0, !87, !DIExpression(), !105)
    #dbg_value(i64 1, !89, !DIExpression(), !107)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 369), align 1, !dbg !108, !tbaa !98
    #dbg_value(i64 2, !89, !DIExpression(), !107)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 370), align 2, !dbg !108, !tbaa !98
    #dbg_value(i64 1, !87, !DIExpression(), !105)
    #dbg_value(i64 0, !89, !DIExpression(), !107)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 392), align 8, !dbg !108, !tbaa !98
    #dbg_value(i64 1, !89, !DIExpression(), !107)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 393), align 1, !dbg !108, !tbaa !98
    #dbg_value(i64 2, !87, !DIExpression(), !105)
    #dbg_value(i64 0, !89, !DIExpression(), !107)
  store i8 0, ptr getelementptr inbounds (i8, ptr @ga, i64 416), align 16, !dbg !108, !tbaa !98
    #dbg_value(i64 1, !89, !DIExpression(), !107)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 417), align 1, !dbg !108, !tbaa !98
    #dbg_value(i64 3, !89, !DIExpression(), !107)
    #dbg_value(i64 3, !87, !DIExpression(), !105)
    #dbg_value(ptr @ga, !24, !DIExpression(), !109)
    #dbg_value(ptr @gb, !29, !DIExpression(), !109)
  %3 = tail call fastcc i32 @population(ptr noundef nonnull @ga), !dbg !110
  %4 = tail call fastcc i32 @hash(ptr noundef nonnull @ga), !dbg !111
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i32 noundef %4), !dbg !112
    #dbg_assign(i1 undef, !113, !DIExpression(), !76, ptr %2, !DIExpression(), !129)
    #dbg_value(ptr @ga, !121, !DIExpression(), !131)
    #dbg_value(i32 6, !122, !DIExpression(), !131)
    #dbg_value(i32 0, !123, !DIExpression(), !132)
  %6 = getelementptr inbounds i8, ptr %2, i64 24
    #dbg_value(i64 0, !123, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %2) #6, !dbg !133
    #dbg_value(i64 0, !124, !DIExpression(), !134)
    #dbg_value(i64 1, !124, !DIExpression(), !134)
    #dbg_value(i64 2, !124, !DIExpression(), !134)
    #dbg_value(i64 3, !124, !DIExpression(), !134)
    #dbg_value(i64 4, !124, !DIExpression(), !134)
    #dbg_value(i64 5, !124, !DIExpression(), !134)
    #dbg_value(i64 6, !124, !DIExpression(), !134)
    #dbg_value(i64 7, !124, !DIExpression(), !134)
    #dbg_value(i64 8, !124, !DIExpression(), !134)
    #dbg_value(i64 9, !124, !DIExpression(), !134)
    #dbg_value(i64 10, !124, !DIExpression(), !134)
    #dbg_value(i64 11, !124, !DIExpression(), !134)
    #dbg_value(i64 12, !124, !DIExpression(), !134)
    #dbg_value(i64 13, !124, !DIExpression(), !134)
    #dbg_value(i64 14, !124, !DIExpression(), !134)
    #dbg_value(i64 15, !124, !DIExpression(), !134)
  %7 = load <16 x i8>, ptr @ga, align 16, !dbg !135, !tbaa !98
  %8 = icmp eq <16 x i8> %7, zeroinitializer, !dbg !135
  %9 = select <16 x i1> %8, <16 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <16 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  store <16 x i8> %9, ptr %2, align 16, !dbg !137, !tbaa !98
    #dbg_value(i64 16, !124, !DIExpression(), !134)
  %10 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !138
    #dbg_value(i64 17, !124, !DIExpression(), !134)
    #dbg_value(i64 18, !124, !DIExpression(), !134)
    #dbg_value(i64 19, !124, !DIExpression(), !134)
    #dbg_value(i64 20, !124, !DIExpression(), !134)
    #dbg_value(i64 21, !124, !DIExpression(), !134)
    #dbg_value(i64 22, !124, !DIExpression(), !134)
    #dbg_value(i64 23, !124, !DIExpression(), !134)
  %11 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 16), align 16, !dbg !135, !tbaa !98
  %12 = icmp eq <8 x i8> %11, zeroinitializer, !dbg !135
  %13 = select <8 x i1> %12, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  store <8 x i8> %13, ptr %10, align 16, !dbg !137, !tbaa !98
    #dbg_value(i64 24, !124, !DIExpression(), !134)
  store i8 0, ptr %6, align 8, !dbg !139, !tbaa !98, !DIAssignID !140
    #dbg_assign(i8 0, !113, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !140, ptr %6, !DIExpression(), !129)
  %14 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %2), !dbg !141
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %2) #6, !dbg !142
    #dbg_value(i64 1, !123, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %2) #6, !dbg !133
    #dbg_value(i32 0, !124, !DIExpression(), !134)
  %15 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 24), align 8, !dbg !135, !tbaa !98
  %16 = icmp eq <8 x i8> %15, zeroinitializer, !dbg !135
  %17 = select <8 x i1> %16, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  store <8 x i8> %17, ptr %2, align 16, !dbg !137, !tbaa !98
  %18 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 32), align 16, !dbg !135, !tbaa !98
  %19 = icmp eq <8 x i8> %18, zeroinitializer, !dbg !135
  %20 = select <8 x i1> %19, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %21 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !138
  store <8 x i8> %20, ptr %21, align 8, !dbg !137, !tbaa !98
  %22 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 40), align 8, !dbg !135, !tbaa !98
  %23 = icmp eq <8 x i8> %22, zeroinitializer, !dbg !135
  %24 = select <8 x i1> %23, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %25 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !138
  store <8 x i8> %24, ptr %25, align 16, !dbg !137, !tbaa !98
  store i8 0, ptr %6, align 8, !dbg !139, !tbaa !98, !DIAssignID !140
    #dbg_assign(i8 0, !113, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !140, ptr %6, !DIExpression(), !129)
  %26 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %2), !dbg !141
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %2) #6, !dbg !142
    #dbg_value(i64 2, !123, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %2) #6, !dbg !133
    #dbg_value(i32 0, !124, !DIExpression(), !134)
  %27 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 48), align 16, !dbg !135, !tbaa !98
  %28 = icmp eq <8 x i8> %27, zeroinitializer, !dbg !135
  %29 = select <8 x i1> %28, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  store <8 x i8> %29, ptr %2, align 16, !dbg !137, !tbaa !98
  %30 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 56), align 8, !dbg !135, !tbaa !98
  %31 = icmp eq <8 x i8> %30, zeroinitializer, !dbg !135
  %32 = select <8 x i1> %31, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %33 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !138
  store <8 x i8> %32, ptr %33, align 8, !dbg !137, !tbaa !98
  %34 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 64), align 16, !dbg !135, !tbaa !98
  %35 = icmp eq <8 x i8> %34, zeroinitializer, !dbg !135
  %36 = select <8 x i1> %35, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %37 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !138
  store <8 x i8> %36, ptr %37, align 16, !dbg !137, !tbaa !98
  store i8 0, ptr %6, align 8, !dbg !139, !tbaa !98, !DIAssignID !140
    #dbg_assign(i8 0, !113, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !140, ptr %6, !DIExpression(), !129)
  %38 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %2), !dbg !141
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %2) #6, !dbg !142
    #dbg_value(i64 3, !123, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %2) #6, !dbg !133
    #dbg_value(i32 0, !124, !DIExpression(), !134)
  %39 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 72), align 8, !dbg !135, !tbaa !98
  %40 = icmp eq <8 x i8> %39, zeroinitializer, !dbg !135
  %41 = select <8 x i1> %40, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  store <8 x i8> %41, ptr %2, align 16, !dbg !137, !tbaa !98
  %42 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 80), align 16, !dbg !135, !tbaa !98
  %43 = icmp eq <8 x i8> %42, zeroinitializer, !dbg !135
  %44 = select <8 x i1> %43, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %45 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !138
  store <8 x i8> %44, ptr %45, align 8, !dbg !137, !tbaa !98
  %46 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 88), align 8, !dbg !135, !tbaa !98
  %47 = icmp eq <8 x i8> %46, zeroinitializer, !dbg !135
  %48 = select <8 x i1> %47, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %49 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !138
  store <8 x i8> %48, ptr %49, align 16, !dbg !137, !tbaa !98
  store i8 0, ptr %6, align 8, !dbg !139, !tbaa !98, !DIAssignID !140
    #dbg_assign(i8 0, !113, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !140, ptr %6, !DIExpression(), !129)
  %50 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %2), !dbg !141
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %2) #6, !dbg !142
    #dbg_value(i64 4, !123, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %2) #6, !dbg !133
    #dbg_value(i32 0, !124, !DIExpression(), !134)
  %51 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 96), align 16, !dbg !135, !tbaa !98
  %52 = icmp eq <8 x i8> %51, zeroinitializer, !dbg !135
  %53 = select <8 x i1> %52, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  store <8 x i8> %53, ptr %2, align 16, !dbg !137, !tbaa !98
  %54 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 104), align 8, !dbg !135, !tbaa !98
  %55 = icmp eq <8 x i8> %54, zeroinitializer, !dbg !135
  %56 = select <8 x i1> %55, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %57 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !138
  store <8 x i8> %56, ptr %57, align 8, !dbg !137, !tbaa !98
  %58 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 112), align 16, !dbg !135, !tbaa !98
  %59 = icmp eq <8 x i8> %58, zeroinitializer, !dbg !135
  %60 = select <8 x i1> %59, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %61 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !138
  store <8 x i8> %60, ptr %61, align 16, !dbg !137, !tbaa !98
  store i8 0, ptr %6, align 8, !dbg !139, !tbaa !98, !DIAssignID !140
    #dbg_assign(i8 0, !113, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !140, ptr %6, !DIExpression(), !129)
  %62 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %2), !dbg !141
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %2) #6, !dbg !142
    #dbg_value(i64 5, !123, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %2) #6, !dbg !133
    #dbg_value(i32 0, !124, !DIExpression(), !134)
  %63 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 120), align 8, !dbg !135, !tbaa !98
  %64 = icmp eq <8 x i8> %63, zeroinitializer, !dbg !135
  %65 = select <8 x i1> %64, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  store <8 x i8> %65, ptr %2, align 16, !dbg !137, !tbaa !98
  %66 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 128), align 16, !dbg !135, !tbaa !98
  %67 = icmp eq <8 x i8> %66, zeroinitializer, !dbg !135
  %68 = select <8 x i1> %67, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %69 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !138
  store <8 x i8> %68, ptr %69, align 8, !dbg !137, !tbaa !98
  %70 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @ga, i64 136), align 8, !dbg !135, !tbaa !98
  %71 = icmp eq <8 x i8> %70, zeroinitializer, !dbg !135
  %72 = select <8 x i1> %71, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !135
  %73 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !138
  store <8 x i8> %72, ptr %73, align 16, !dbg !137, !tbaa !98
  store i8 0, ptr %6, align 8, !dbg !139, !tbaa !98, !DIAssignID !140
    #dbg_assign(i8 0, !113, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !140, ptr %6, !DIExpression(), !129)
  %74 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %2), !dbg !141
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %2) #6, !dbg !142
    #dbg_value(i64 6, !123, !DIExpression(), !132)
  br label %75, !dbg !143

75:                                               ; preds = %0, %177
  %76 = phi ptr [ %78, %177 ], [ @ga, %0 ]
  %77 = phi i32 [ %178, %177 ], [ 1, %0 ]
  %78 = phi ptr [ %76, %177 ], [ @gb, %0 ]
    #dbg_value(ptr %76, !24, !DIExpression(), !109)
    #dbg_value(i32 %77, !30, !DIExpression(), !144)
    #dbg_value(ptr %78, !29, !DIExpression(), !109)
  br label %101, !dbg !145

79:                                               ; preds = %177
    #dbg_assign(i1 undef, !113, !DIExpression(), !75, ptr %1, !DIExpression(), !166)
    #dbg_value(ptr @ga, !121, !DIExpression(), !168)
    #dbg_value(i32 20, !122, !DIExpression(), !168)
    #dbg_value(i32 0, !123, !DIExpression(), !169)
  %80 = getelementptr inbounds i8, ptr %1, i64 24
  %81 = getelementptr inbounds i8, ptr %1, i64 8
  %82 = getelementptr inbounds i8, ptr %1, i64 16
  br label %83, !dbg !170

83:                                               ; preds = %83, %79
  %84 = phi i64 [ 0, %79 ], [ %98, %83 ]
    #dbg_value(i64 %84, !123, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %1) #6, !dbg !171
    #dbg_value(i32 0, !124, !DIExpression(), !172)
  %85 = getelementptr inbounds [24 x i8], ptr @ga, i64 %84, i64 0, !dbg !173
  %86 = load <8 x i8>, ptr %85, align 8, !dbg !173, !tbaa !98
  %87 = icmp eq <8 x i8> %86, zeroinitializer, !dbg !173
  %88 = select <8 x i1> %87, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !173
  store <8 x i8> %88, ptr %1, align 16, !dbg !174, !tbaa !98
  %89 = getelementptr inbounds [24 x i8], ptr @ga, i64 %84, i64 8, !dbg !173
  %90 = load <8 x i8>, ptr %89, align 8, !dbg !173, !tbaa !98
  %91 = icmp eq <8 x i8> %90, zeroinitializer, !dbg !173
  %92 = select <8 x i1> %91, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !173
  store <8 x i8> %92, ptr %81, align 8, !dbg !174, !tbaa !98
  %93 = getelementptr inbounds [24 x i8], ptr @ga, i64 %84, i64 16, !dbg !173
  %94 = load <8 x i8>, ptr %93, align 8, !dbg !173, !tbaa !98
  %95 = icmp eq <8 x i8> %94, zeroinitializer, !dbg !173
  %96 = select <8 x i1> %95, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !173
  store <8 x i8> %96, ptr %82, align 16, !dbg !174, !tbaa !98
  store i8 0, ptr %80, align 8, !dbg !175, !tbaa !98, !DIAssignID !176
    #dbg_assign(i8 0, !113, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !176, ptr %80, !DIExpression(), !166)
  %97 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !177
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %1) #6, !dbg !178
  %98 = add nuw nsw i64 %84, 1, !dbg !179
    #dbg_value(i64 %98, !123, !DIExpression(), !169)
  %99 = icmp eq i64 %98, 20, !dbg !180
  br i1 %99, label %100, label %83, !dbg !170, !llvm.loop !181

100:                                              ; preds = %83
  ret i32 0, !dbg !184

101:                                              ; preds = %75, %113
  %102 = phi i64 [ %114, %113 ], [ 0, %75 ]
    #dbg_value(i64 %102, !153, !DIExpression(), !185)
    #dbg_value(i32 0, !154, !DIExpression(), !186)
  %103 = trunc i64 %102 to i32
  %104 = add i32 %103, 19
  %105 = urem i32 %104, 20
  %106 = zext nneg i32 %105 to i64
  %107 = add i32 %103, 20
  %108 = urem i32 %107, 20
  %109 = zext nneg i32 %108 to i64
  %110 = add i32 %103, 21
  %111 = urem i32 %110, 20
  %112 = zext nneg i32 %111 to i64
  br label %116, !dbg !187

113:                                              ; preds = %164
  %114 = add nuw nsw i64 %102, 1, !dbg !188
    #dbg_value(i64 %114, !153, !DIExpression(), !185)
  %115 = icmp eq i64 %114, 20, !dbg !189
  br i1 %115, label %170, label %101, !dbg !145, !llvm.loop !190

116:                                              ; preds = %164, %101
  %117 = phi i64 [ 0, %101 ], [ %168, %164 ]
    #dbg_value(i64 %117, !154, !DIExpression(), !186)
    #dbg_value(i32 -1, !160, !DIExpression(), !192)
    #dbg_value(i32 -1, !162, !DIExpression(), !193)
    #dbg_value(i32 0, !157, !DIExpression(), !194)
  %118 = trunc i64 %117 to i32, !dbg !195
  %119 = add i32 %118, 23, !dbg !195
  %120 = urem i32 %119, 24, !dbg !195
  %121 = zext nneg i32 %120 to i64, !dbg !198
  %122 = getelementptr inbounds [24 x i8], ptr %76, i64 %106, i64 %121, !dbg !198
  %123 = load i8, ptr %122, align 1, !dbg !198, !tbaa !98
  %124 = zext i8 %123 to i32, !dbg !198
    #dbg_value(i32 %124, !157, !DIExpression(), !194)
    #dbg_value(i32 0, !162, !DIExpression(), !193)
  %125 = add i32 %118, 24, !dbg !195
  %126 = urem i32 %125, 24, !dbg !195
  %127 = zext nneg i32 %126 to i64, !dbg !198
  %128 = getelementptr inbounds [24 x i8], ptr %76, i64 %106, i64 %127, !dbg !198
  %129 = load i8, ptr %128, align 1, !dbg !198, !tbaa !98
  %130 = zext i8 %129 to i32, !dbg !198
  %131 = add nuw nsw i32 %130, %124, !dbg !199
    #dbg_value(i32 %131, !157, !DIExpression(), !194)
    #dbg_value(i32 1, !162, !DIExpression(), !193)
  %132 = add i32 %118, 25, !dbg !195
  %133 = urem i32 %132, 24, !dbg !195
  %134 = zext nneg i32 %133 to i64, !dbg !198
  %135 = getelementptr inbounds [24 x i8], ptr %76, i64 %106, i64 %134, !dbg !198
  %136 = load i8, ptr %135, align 1, !dbg !198, !tbaa !98
  %137 = zext i8 %136 to i32, !dbg !198
  %138 = add nuw nsw i32 %131, %137, !dbg !199
    #dbg_value(i32 %138, !157, !DIExpression(), !194)
    #dbg_value(i32 0, !160, !DIExpression(), !192)
    #dbg_value(i32 -1, !162, !DIExpression(), !193)
  %139 = getelementptr inbounds [24 x i8], ptr %76, i64 %109, i64 %121, !dbg !198
  %140 = load i8, ptr %139, align 1, !dbg !198, !tbaa !98
  %141 = zext i8 %140 to i32, !dbg !198
  %142 = add nuw nsw i32 %138, %141, !dbg !199
    #dbg_value(i32 %142, !157, !DIExpression(), !194)
    #dbg_value(i32 1, !162, !DIExpression(), !193)
  %143 = getelementptr inbounds [24 x i8], ptr %76, i64 %109, i64 %134, !dbg !198
  %144 = load i8, ptr %143, align 1, !dbg !198, !tbaa !98
  %145 = zext i8 %144 to i32, !dbg !198
  %146 = add nuw nsw i32 %142, %145, !dbg !199
    #dbg_value(i32 %146, !157, !DIExpression(), !194)
    #dbg_value(i32 1, !160, !DIExpression(), !192)
    #dbg_value(i32 -1, !162, !DIExpression(), !193)
  %147 = getelementptr inbounds [24 x i8], ptr %76, i64 %112, i64 %121, !dbg !198
  %148 = load i8, ptr %147, align 1, !dbg !198, !tbaa !98
  %149 = zext i8 %148 to i32, !dbg !198
  %150 = add nuw nsw i32 %146, %149, !dbg !199
    #dbg_value(i32 %150, !157, !DIExpression(), !194)
    #dbg_value(i32 0, !162, !DIExpression(), !193)
  %151 = getelementptr inbounds [24 x i8], ptr %76, i64 %112, i64 %127, !dbg !198
  %152 = load i8, ptr %151, align 1, !dbg !198, !tbaa !98
  %153 = zext i8 %152 to i32, !dbg !198
  %154 = add nuw nsw i32 %150, %153, !dbg !199
    #dbg_value(i32 1, !162, !DIExpression(), !193)
    #dbg_value(!DIArgList(i32 poison, i8 poison), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !194)
  %155 = getelementptr inbounds [24 x i8], ptr %76, i64 %112, i64 %134, !dbg !198
  %156 = load i8, ptr %155, align 1, !dbg !198, !tbaa !98
    #dbg_value(!DIArgList(i32 %154, i8 %156), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !194)
  %157 = zext i8 %156 to i32, !dbg !198
    #dbg_value(!DIArgList(i32 %154, i32 %157), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !194)
  %158 = add nuw nsw i32 %154, %157, !dbg !199
    #dbg_value(i32 %158, !157, !DIExpression(), !194)
    #dbg_value(i32 2, !162, !DIExpression(), !193)
    #dbg_value(i32 2, !160, !DIExpression(), !192)
  switch i32 %158, label %163 [
    i32 3, label %164
    i32 2, label %159
  ], !dbg !200

159:                                              ; preds = %116
  %160 = getelementptr inbounds [24 x i8], ptr %76, i64 %102, i64 %117, !dbg !201
  %161 = load i8, ptr %160, align 1, !dbg !201, !tbaa !98
  %162 = icmp ne i8 %161, 0, !dbg !202
  br label %164

163:                                              ; preds = %116
  br label %164, !dbg !203

164:                                              ; preds = %163, %159, %116
  %165 = phi i1 [ true, %116 ], [ %162, %159 ], [ false, %163 ]
  %166 = zext i1 %165 to i8, !dbg !203
  %167 = getelementptr inbounds [24 x i8], ptr %78, i64 %102, i64 %117, !dbg !204
  store i8 %166, ptr %167, align 1, !dbg !205, !tbaa !98
  %168 = add nuw nsw i64 %117, 1, !dbg !206
    #dbg_value(i64 %168, !154, !DIExpression(), !186)
  %169 = icmp eq i64 %168, 24, !dbg !207
  br i1 %169, label %113, label %116, !dbg !187, !llvm.loop !208

170:                                              ; preds = %113
    #dbg_value(ptr %76, !32, !DIExpression(), !210)
    #dbg_value(ptr %78, !24, !DIExpression(), !109)
    #dbg_value(ptr %76, !29, !DIExpression(), !109)
  %171 = urem i32 %77, 10, !dbg !211
  %172 = icmp eq i32 %171, 0, !dbg !213
  br i1 %172, label %173, label %177, !dbg !214

173:                                              ; preds = %170
  %174 = tail call fastcc i32 @population(ptr noundef nonnull %78), !dbg !215
  %175 = tail call fastcc i32 @hash(ptr noundef nonnull %78), !dbg !216
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %77, i32 noundef %174, i32 noundef %175), !dbg !217
  br label %177, !dbg !217

177:                                              ; preds = %173, %170
  %178 = add nuw nsw i32 %77, 1, !dbg !218
    #dbg_value(ptr %78, !24, !DIExpression(), !109)
    #dbg_value(i32 %178, !30, !DIExpression(), !144)
    #dbg_value(ptr %76, !29, !DIExpression(), !109)
  %179 = icmp eq i32 %178, 41, !dbg !219
  br i1 %179, label %79, label %75, !dbg !143, !llvm.loop !220
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !222 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @population(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !227 {
    #dbg_value(ptr %0, !231, !DIExpression(), !238)
    #dbg_value(i32 0, !232, !DIExpression(), !238)
    #dbg_value(i32 0, !233, !DIExpression(), !239)
  br label %2, !dbg !240

2:                                                ; preds = %1, %2
  %3 = phi i64 [ 0, %1 ], [ %15, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %14, %2 ]
    #dbg_value(i64 %3, !233, !DIExpression(), !239)
    #dbg_value(i32 %4, !232, !DIExpression(), !238)
    #dbg_value(i32 0, !235, !DIExpression(), !241)
    #dbg_value(i32 %4, !232, !DIExpression(), !238)
    #dbg_value(i64 0, !235, !DIExpression(), !241)
    #dbg_value(i32 %4, !232, !DIExpression(), !238)
  %5 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 0, !dbg !242
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 1, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 2, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 3, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 4, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 5, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 6, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 7, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 8, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 9, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 10, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 11, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 12, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 13, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 14, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 15, !235, !DIExpression(), !241)
  %6 = load <16 x i8>, ptr %5, align 1, !dbg !242, !tbaa !98
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 16, !235, !DIExpression(), !241)
  %7 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 16, !dbg !242
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 17, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 18, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 19, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 20, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 21, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 22, !235, !DIExpression(), !241)
    #dbg_value(i32 poison, !232, !DIExpression(), !238)
    #dbg_value(i64 23, !235, !DIExpression(), !241)
  %8 = load <8 x i8>, ptr %7, align 1, !dbg !242, !tbaa !98
  %9 = zext <16 x i8> %6 to <16 x i32>, !dbg !244
  %10 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %9), !dbg !244
  %11 = zext <8 x i8> %8 to <8 x i32>, !dbg !244
  %12 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %11), !dbg !244
  %13 = add i32 %10, %12, !dbg !244
  %14 = add i32 %13, %4, !dbg !244
    #dbg_value(i32 %14, !232, !DIExpression(), !238)
    #dbg_value(i64 24, !235, !DIExpression(), !241)
  %15 = add nuw nsw i64 %3, 1, !dbg !245
    #dbg_value(i64 %15, !233, !DIExpression(), !239)
  %16 = icmp eq i64 %15, 20, !dbg !246
  br i1 %16, label %17, label %2, !dbg !240, !llvm.loop !247

17:                                               ; preds = %2
  ret i32 %14, !dbg !249
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @hash(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !250 {
    #dbg_value(ptr %0, !255, !DIExpression(), !262)
    #dbg_value(i32 -2128831035, !256, !DIExpression(), !262)
    #dbg_value(i32 0, !257, !DIExpression(), !263)
  br label %2, !dbg !264

2:                                                ; preds = %1, %2
  %3 = phi i64 [ 0, %1 ], [ %125, %2 ]
  %4 = phi i32 [ -2128831035, %1 ], [ %124, %2 ]
    #dbg_value(i64 %3, !257, !DIExpression(), !263)
    #dbg_value(i32 %4, !256, !DIExpression(), !262)
    #dbg_value(i32 0, !259, !DIExpression(), !265)
    #dbg_value(i32 %4, !256, !DIExpression(), !262)
    #dbg_value(i64 0, !259, !DIExpression(), !265)
    #dbg_value(i32 %4, !256, !DIExpression(), !262)
  %5 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 0, !dbg !266
  %6 = load i8, ptr %5, align 1, !dbg !266, !tbaa !98
  %7 = zext i8 %6 to i32, !dbg !266
  %8 = xor i32 %4, %7, !dbg !268
  %9 = mul i32 %8, 16777619, !dbg !269
    #dbg_value(i32 %9, !256, !DIExpression(), !262)
    #dbg_value(i64 1, !259, !DIExpression(), !265)
  %10 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 1, !dbg !266
  %11 = load i8, ptr %10, align 1, !dbg !266, !tbaa !98
  %12 = zext i8 %11 to i32, !dbg !266
  %13 = xor i32 %9, %12, !dbg !268
  %14 = mul i32 %13, 16777619, !dbg !269
    #dbg_value(i32 %14, !256, !DIExpression(), !262)
    #dbg_value(i64 2, !259, !DIExpression(), !265)
  %15 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 2, !dbg !266
  %16 = load i8, ptr %15, align 1, !dbg !266, !tbaa !98
  %17 = zext i8 %16 to i32, !dbg !266
  %18 = xor i32 %14, %17, !dbg !268
  %19 = mul i32 %18, 16777619, !dbg !269
    #dbg_value(i32 %19, !256, !DIExpression(), !262)
    #dbg_value(i64 3, !259, !DIExpression(), !265)
  %20 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 3, !dbg !266
  %21 = load i8, ptr %20, align 1, !dbg !266, !tbaa !98
  %22 = zext i8 %21 to i32, !dbg !266
  %23 = xor i32 %19, %22, !dbg !268
  %24 = mul i32 %23, 16777619, !dbg !269
    #dbg_value(i32 %24, !256, !DIExpression(), !262)
    #dbg_value(i64 4, !259, !DIExpression(), !265)
  %25 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 4, !dbg !266
  %26 = load i8, ptr %25, align 1, !dbg !266, !tbaa !98
  %27 = zext i8 %26 to i32, !dbg !266
  %28 = xor i32 %24, %27, !dbg !268
  %29 = mul i32 %28, 16777619, !dbg !269
    #dbg_value(i32 %29, !256, !DIExpression(), !262)
    #dbg_value(i64 5, !259, !DIExpression(), !265)
  %30 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 5, !dbg !266
  %31 = load i8, ptr %30, align 1, !dbg !266, !tbaa !98
  %32 = zext i8 %31 to i32, !dbg !266
  %33 = xor i32 %29, %32, !dbg !268
  %34 = mul i32 %33, 16777619, !dbg !269
    #dbg_value(i32 %34, !256, !DIExpression(), !262)
    #dbg_value(i64 6, !259, !DIExpression(), !265)
  %35 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 6, !dbg !266
  %36 = load i8, ptr %35, align 1, !dbg !266, !tbaa !98
  %37 = zext i8 %36 to i32, !dbg !266
  %38 = xor i32 %34, %37, !dbg !268
  %39 = mul i32 %38, 16777619, !dbg !269
    #dbg_value(i32 %39, !256, !DIExpression(), !262)
    #dbg_value(i64 7, !259, !DIExpression(), !265)
  %40 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 7, !dbg !266
  %41 = load i8, ptr %40, align 1, !dbg !266, !tbaa !98
  %42 = zext i8 %41 to i32, !dbg !266
  %43 = xor i32 %39, %42, !dbg !268
  %44 = mul i32 %43, 16777619, !dbg !269
    #dbg_value(i32 %44, !256, !DIExpression(), !262)
    #dbg_value(i64 8, !259, !DIExpression(), !265)
  %45 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 8, !dbg !266
  %46 = load i8, ptr %45, align 1, !dbg !266, !tbaa !98
  %47 = zext i8 %46 to i32, !dbg !266
  %48 = xor i32 %44, %47, !dbg !268
  %49 = mul i32 %48, 16777619, !dbg !269
    #dbg_value(i32 %49, !256, !DIExpression(), !262)
    #dbg_value(i64 9, !259, !DIExpression(), !265)
  %50 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 9, !dbg !266
  %51 = load i8, ptr %50, align 1, !dbg !266, !tbaa !98
  %52 = zext i8 %51 to i32, !dbg !266
  %53 = xor i32 %49, %52, !dbg !268
  %54 = mul i32 %53, 16777619, !dbg !269
    #dbg_value(i32 %54, !256, !DIExpression(), !262)
    #dbg_value(i64 10, !259, !DIExpression(), !265)
  %55 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 10, !dbg !266
  %56 = load i8, ptr %55, align 1, !dbg !266, !tbaa !98
  %57 = zext i8 %56 to i32, !dbg !266
  %58 = xor i32 %54, %57, !dbg !268
  %59 = mul i32 %58, 16777619, !dbg !269
    #dbg_value(i32 %59, !256, !DIExpression(), !262)
    #dbg_value(i64 11, !259, !DIExpression(), !265)
  %60 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 11, !dbg !266
  %61 = load i8, ptr %60, align 1, !dbg !266, !tbaa !98
  %62 = zext i8 %61 to i32, !dbg !266
  %63 = xor i32 %59, %62, !dbg !268
  %64 = mul i32 %63, 16777619, !dbg !269
    #dbg_value(i32 %64, !256, !DIExpression(), !262)
    #dbg_value(i64 12, !259, !DIExpression(), !265)
  %65 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 12, !dbg !266
  %66 = load i8, ptr %65, align 1, !dbg !266, !tbaa !98
  %67 = zext i8 %66 to i32, !dbg !266
  %68 = xor i32 %64, %67, !dbg !268
  %69 = mul i32 %68, 16777619, !dbg !269
    #dbg_value(i32 %69, !256, !DIExpression(), !262)
    #dbg_value(i64 13, !259, !DIExpression(), !265)
  %70 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 13, !dbg !266
  %71 = load i8, ptr %70, align 1, !dbg !266, !tbaa !98
  %72 = zext i8 %71 to i32, !dbg !266
  %73 = xor i32 %69, %72, !dbg !268
  %74 = mul i32 %73, 16777619, !dbg !269
    #dbg_value(i32 %74, !256, !DIExpression(), !262)
    #dbg_value(i64 14, !259, !DIExpression(), !265)
  %75 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 14, !dbg !266
  %76 = load i8, ptr %75, align 1, !dbg !266, !tbaa !98
  %77 = zext i8 %76 to i32, !dbg !266
  %78 = xor i32 %74, %77, !dbg !268
  %79 = mul i32 %78, 16777619, !dbg !269
    #dbg_value(i32 %79, !256, !DIExpression(), !262)
    #dbg_value(i64 15, !259, !DIExpression(), !265)
  %80 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 15, !dbg !266
  %81 = load i8, ptr %80, align 1, !dbg !266, !tbaa !98
  %82 = zext i8 %81 to i32, !dbg !266
  %83 = xor i32 %79, %82, !dbg !268
  %84 = mul i32 %83, 16777619, !dbg !269
    #dbg_value(i32 %84, !256, !DIExpression(), !262)
    #dbg_value(i64 16, !259, !DIExpression(), !265)
  %85 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 16, !dbg !266
  %86 = load i8, ptr %85, align 1, !dbg !266, !tbaa !98
  %87 = zext i8 %86 to i32, !dbg !266
  %88 = xor i32 %84, %87, !dbg !268
  %89 = mul i32 %88, 16777619, !dbg !269
    #dbg_value(i32 %89, !256, !DIExpression(), !262)
    #dbg_value(i64 17, !259, !DIExpression(), !265)
  %90 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 17, !dbg !266
  %91 = load i8, ptr %90, align 1, !dbg !266, !tbaa !98
  %92 = zext i8 %91 to i32, !dbg !266
  %93 = xor i32 %89, %92, !dbg !268
  %94 = mul i32 %93, 16777619, !dbg !269
    #dbg_value(i32 %94, !256, !DIExpression(), !262)
    #dbg_value(i64 18, !259, !DIExpression(), !265)
  %95 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 18, !dbg !266
  %96 = load i8, ptr %95, align 1, !dbg !266, !tbaa !98
  %97 = zext i8 %96 to i32, !dbg !266
  %98 = xor i32 %94, %97, !dbg !268
  %99 = mul i32 %98, 16777619, !dbg !269
    #dbg_value(i32 %99, !256, !DIExpression(), !262)
    #dbg_value(i64 19, !259, !DIExpression(), !265)
  %100 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 19, !dbg !266
  %101 = load i8, ptr %100, align 1, !dbg !266, !tbaa !98
  %102 = zext i8 %101 to i32, !dbg !266
  %103 = xor i32 %99, %102, !dbg !268
  %104 = mul i32 %103, 16777619, !dbg !269
    #dbg_value(i32 %104, !256, !DIExpression(), !262)
    #dbg_value(i64 20, !259, !DIExpression(), !265)
  %105 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 20, !dbg !266
  %106 = load i8, ptr %105, align 1, !dbg !266, !tbaa !98
  %107 = zext i8 %106 to i32, !dbg !266
  %108 = xor i32 %104, %107, !dbg !268
  %109 = mul i32 %108, 16777619, !dbg !269
    #dbg_value(i32 %109, !256, !DIExpression(), !262)
    #dbg_value(i64 21, !259, !DIExpression(), !265)
  %110 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 21, !dbg !266
  %111 = load i8, ptr %110, align 1, !dbg !266, !tbaa !98
  %112 = zext i8 %111 to i32, !dbg !266
  %113 = xor i32 %109, %112, !dbg !268
  %114 = mul i32 %113, 16777619, !dbg !269
    #dbg_value(i32 %114, !256, !DIExpression(), !262)
    #dbg_value(i64 22, !259, !DIExpression(), !265)
  %115 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 22, !dbg !266
  %116 = load i8, ptr %115, align 1, !dbg !266, !tbaa !98
  %117 = zext i8 %116 to i32, !dbg !266
  %118 = xor i32 %114, %117, !dbg !268
  %119 = mul i32 %118, 16777619, !dbg !269
    #dbg_value(i32 %119, !256, !DIExpression(), !262)
    #dbg_value(i64 23, !259, !DIExpression(), !265)
  %120 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 23, !dbg !266
  %121 = load i8, ptr %120, align 1, !dbg !266, !tbaa !98
  %122 = zext i8 %121 to i32, !dbg !266
  %123 = xor i32 %119, %122, !dbg !268
  %124 = mul i32 %123, 16777619, !dbg !269
    #dbg_value(i32 %124, !256, !DIExpression(), !262)
    #dbg_value(i64 24, !259, !DIExpression(), !265)
  %125 = add nuw nsw i64 %3, 1, !dbg !270
    #dbg_value(i64 %125, !257, !DIExpression(), !263)
  %126 = icmp eq i64 %125, 20, !dbg !271
  br i1 %126, label %127, label %2, !dbg !264, !llvm.loop !272

127:                                              ; preds = %2
  ret i32 %124, !dbg !274
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !275 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ga", scope: !2, file: !3, line: 9, type: !64, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "game_of_life.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "227dc0f6eb47f841c3543fc0bf7c7525")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7, !13, !15, !17, !41, !46, !48, !50, !52, !57, !0, !62}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !9, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !9, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "glider", scope: !19, file: !3, line: 56, type: !35, isLocal: true, isDefinition: true)
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 55, type: !20, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24, !29, !30, !32}
!24 = !DILocalVariable(name: "cur", scope: !19, file: !3, line: 63, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 192, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 24)
!29 = !DILocalVariable(name: "nxt", scope: !19, file: !3, line: 63, type: !25)
!30 = !DILocalVariable(name: "gen", scope: !31, file: !3, line: 66, type: !22)
!31 = distinct !DILexicalBlock(scope: !19, file: !3, line: 66, column: 5)
!32 = !DILocalVariable(name: "t", scope: !33, file: !3, line: 68, type: !25)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 66, column: 41)
!34 = distinct !DILexicalBlock(scope: !31, file: !3, line: 66, column: 5)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 192, elements: !39)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!39 = !{!40}
!40 = !DISubrange(count: 3)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "blinker", scope: !19, file: !3, line: 57, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 64, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 1)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !9, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !9, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "rpent", scope: !19, file: !3, line: 58, type: !35, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 22)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 184, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 23)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "gb", scope: !2, file: !3, line: 9, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 3840, elements: !65)
!65 = !{!66, !28}
!66 = !DISubrange(count: 20)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DIAssignID()
!76 = distinct !DIAssignID()
!77 = !DILocalVariable(name: "g", arg: 1, scope: !78, file: !3, line: 49, type: !25)
!78 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 49, type: !79, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !25, !22, !22, !81, !22}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!82 = !{!77, !83, !84, !85, !86, !87, !89}
!83 = !DILocalVariable(name: "y0", arg: 2, scope: !78, file: !3, line: 49, type: !22)
!84 = !DILocalVariable(name: "x0", arg: 3, scope: !78, file: !3, line: 49, type: !22)
!85 = !DILocalVariable(name: "pat", arg: 4, scope: !78, file: !3, line: 49, type: !81)
!86 = !DILocalVariable(name: "rows", arg: 5, scope: !78, file: !3, line: 49, type: !22)
!87 = !DILocalVariable(name: "y", scope: !88, file: !3, line: 50, type: !22)
!88 = distinct !DILexicalBlock(scope: !78, file: !3, line: 50, column: 5)
!89 = !DILocalVariable(name: "x", scope: !90, file: !3, line: 51, type: !22)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 51, column: 9)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 50, column: 5)
!92 = !DILocation(line: 0, scope: !78, inlinedAt: !93)
!93 = distinct !DILocation(line: 60, column: 5, scope: !19)
!94 = !DILocation(line: 0, scope: !88, inlinedAt: !93)
!95 = !DILocation(line: 0, scope: !90, inlinedAt: !93)
!96 = !DILocation(line: 52, column: 31, scope: !97, inlinedAt: !93)
!97 = distinct !DILexicalBlock(scope: !90, file: !3, line: 51, column: 9)
!98 = !{!99, !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 0, scope: !88, inlinedAt: !102)
!102 = distinct !DILocation(line: 61, column: 5, scope: !19)
!103 = !DILocation(line: 0, scope: !90, inlinedAt: !102)
!104 = !DILocation(line: 52, column: 31, scope: !97, inlinedAt: !102)
!105 = !DILocation(line: 0, scope: !88, inlinedAt: !106)
!106 = distinct !DILocation(line: 62, column: 5, scope: !19)
!107 = !DILocation(line: 0, scope: !90, inlinedAt: !106)
!108 = !DILocation(line: 52, column: 31, scope: !97, inlinedAt: !106)
!109 = !DILocation(line: 0, scope: !19)
!110 = !DILocation(line: 64, column: 38, scope: !19)
!111 = !DILocation(line: 64, column: 55, scope: !19)
!112 = !DILocation(line: 64, column: 5, scope: !19)
!113 = !DILocalVariable(name: "line", scope: !114, file: !3, line: 41, type: !126)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 40, column: 36)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 40, column: 5)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 40, column: 5)
!117 = distinct !DISubprogram(name: "show", scope: !3, file: !3, line: 39, type: !118, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !25, !22}
!120 = !{!121, !122, !123, !113, !124}
!121 = !DILocalVariable(name: "g", arg: 1, scope: !117, file: !3, line: 39, type: !25)
!122 = !DILocalVariable(name: "rows", arg: 2, scope: !117, file: !3, line: 39, type: !22)
!123 = !DILocalVariable(name: "y", scope: !116, file: !3, line: 40, type: !22)
!124 = !DILocalVariable(name: "x", scope: !125, file: !3, line: 42, type: !22)
!125 = distinct !DILexicalBlock(scope: !114, file: !3, line: 42, column: 9)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 200, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 25)
!129 = !DILocation(line: 0, scope: !114, inlinedAt: !130)
!130 = distinct !DILocation(line: 65, column: 5, scope: !19)
!131 = !DILocation(line: 0, scope: !117, inlinedAt: !130)
!132 = !DILocation(line: 0, scope: !116, inlinedAt: !130)
!133 = !DILocation(line: 41, column: 9, scope: !114, inlinedAt: !130)
!134 = !DILocation(line: 0, scope: !125, inlinedAt: !130)
!135 = !DILocation(line: 43, column: 23, scope: !136, inlinedAt: !130)
!136 = distinct !DILexicalBlock(scope: !125, file: !3, line: 42, column: 9)
!137 = !DILocation(line: 43, column: 21, scope: !136, inlinedAt: !130)
!138 = !DILocation(line: 43, column: 13, scope: !136, inlinedAt: !130)
!139 = !DILocation(line: 44, column: 17, scope: !114, inlinedAt: !130)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 45, column: 9, scope: !114, inlinedAt: !130)
!142 = !DILocation(line: 46, column: 5, scope: !115, inlinedAt: !130)
!143 = !DILocation(line: 66, column: 5, scope: !31)
!144 = !DILocation(line: 0, scope: !31)
!145 = !DILocation(line: 12, column: 5, scope: !146, inlinedAt: !165)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 12, column: 5)
!147 = distinct !DISubprogram(name: "step", scope: !3, file: !3, line: 11, type: !148, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !25, !25}
!150 = !{!151, !152, !153, !154, !157, !160, !162}
!151 = !DILocalVariable(name: "src", arg: 1, scope: !147, file: !3, line: 11, type: !25)
!152 = !DILocalVariable(name: "dst", arg: 2, scope: !147, file: !3, line: 11, type: !25)
!153 = !DILocalVariable(name: "y", scope: !146, file: !3, line: 12, type: !22)
!154 = !DILocalVariable(name: "x", scope: !155, file: !3, line: 13, type: !22)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 13, column: 9)
!156 = distinct !DILexicalBlock(scope: !146, file: !3, line: 12, column: 5)
!157 = !DILocalVariable(name: "n", scope: !158, file: !3, line: 14, type: !22)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 13, column: 37)
!159 = distinct !DILexicalBlock(scope: !155, file: !3, line: 13, column: 9)
!160 = !DILocalVariable(name: "dy", scope: !161, file: !3, line: 15, type: !22)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 15, column: 13)
!162 = !DILocalVariable(name: "dx", scope: !163, file: !3, line: 16, type: !22)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 16, column: 17)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 15, column: 13)
!165 = distinct !DILocation(line: 67, column: 9, scope: !33)
!166 = !DILocation(line: 0, scope: !114, inlinedAt: !167)
!167 = distinct !DILocation(line: 74, column: 5, scope: !19)
!168 = !DILocation(line: 0, scope: !117, inlinedAt: !167)
!169 = !DILocation(line: 0, scope: !116, inlinedAt: !167)
!170 = !DILocation(line: 40, column: 5, scope: !116, inlinedAt: !167)
!171 = !DILocation(line: 41, column: 9, scope: !114, inlinedAt: !167)
!172 = !DILocation(line: 0, scope: !125, inlinedAt: !167)
!173 = !DILocation(line: 43, column: 23, scope: !136, inlinedAt: !167)
!174 = !DILocation(line: 43, column: 21, scope: !136, inlinedAt: !167)
!175 = !DILocation(line: 44, column: 17, scope: !114, inlinedAt: !167)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 45, column: 9, scope: !114, inlinedAt: !167)
!178 = !DILocation(line: 46, column: 5, scope: !115, inlinedAt: !167)
!179 = !DILocation(line: 40, column: 32, scope: !115, inlinedAt: !167)
!180 = !DILocation(line: 40, column: 23, scope: !115, inlinedAt: !167)
!181 = distinct !{!181, !170, !182, !183}
!182 = !DILocation(line: 46, column: 5, scope: !116, inlinedAt: !167)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 75, column: 5, scope: !19)
!185 = !DILocation(line: 0, scope: !146, inlinedAt: !165)
!186 = !DILocation(line: 0, scope: !155, inlinedAt: !165)
!187 = !DILocation(line: 13, column: 9, scope: !155, inlinedAt: !165)
!188 = !DILocation(line: 12, column: 29, scope: !156, inlinedAt: !165)
!189 = !DILocation(line: 12, column: 23, scope: !156, inlinedAt: !165)
!190 = distinct !{!190, !145, !191, !183}
!191 = !DILocation(line: 20, column: 9, scope: !146, inlinedAt: !165)
!192 = !DILocation(line: 0, scope: !161, inlinedAt: !165)
!193 = !DILocation(line: 0, scope: !163, inlinedAt: !165)
!194 = !DILocation(line: 0, scope: !158, inlinedAt: !165)
!195 = !DILocation(line: 18, column: 65, scope: !196, inlinedAt: !165)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 17, column: 25)
!197 = distinct !DILexicalBlock(scope: !163, file: !3, line: 16, column: 17)
!198 = !DILocation(line: 18, column: 30, scope: !196, inlinedAt: !165)
!199 = !DILocation(line: 18, column: 27, scope: !196, inlinedAt: !165)
!200 = !DILocation(line: 19, column: 48, scope: !158, inlinedAt: !165)
!201 = !DILocation(line: 19, column: 62, scope: !158, inlinedAt: !165)
!202 = !DILocation(line: 19, column: 59, scope: !158, inlinedAt: !165)
!203 = !DILocation(line: 19, column: 25, scope: !158, inlinedAt: !165)
!204 = !DILocation(line: 19, column: 13, scope: !158, inlinedAt: !165)
!205 = !DILocation(line: 19, column: 23, scope: !158, inlinedAt: !165)
!206 = !DILocation(line: 13, column: 33, scope: !159, inlinedAt: !165)
!207 = !DILocation(line: 13, column: 27, scope: !159, inlinedAt: !165)
!208 = distinct !{!208, !187, !209, !183}
!209 = !DILocation(line: 20, column: 9, scope: !155, inlinedAt: !165)
!210 = !DILocation(line: 0, scope: !33)
!211 = !DILocation(line: 71, column: 17, scope: !212)
!212 = distinct !DILexicalBlock(scope: !33, file: !3, line: 71, column: 13)
!213 = !DILocation(line: 71, column: 22, scope: !212)
!214 = !DILocation(line: 71, column: 13, scope: !33)
!215 = !DILocation(line: 72, column: 52, scope: !212)
!216 = !DILocation(line: 72, column: 69, scope: !212)
!217 = !DILocation(line: 72, column: 13, scope: !212)
!218 = !DILocation(line: 66, column: 37, scope: !34)
!219 = !DILocation(line: 66, column: 27, scope: !34)
!220 = distinct !{!220, !143, !221, !183}
!221 = !DILocation(line: 73, column: 5, scope: !31)
!222 = !DISubprogram(name: "printf", scope: !223, file: !223, line: 356, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!224 = !DISubroutineType(types: !225)
!225 = !{!22, !226, null}
!226 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !37)
!227 = distinct !DISubprogram(name: "population", scope: !3, file: !3, line: 23, type: !228, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!22, !25}
!230 = !{!231, !232, !233, !235}
!231 = !DILocalVariable(name: "g", arg: 1, scope: !227, file: !3, line: 23, type: !25)
!232 = !DILocalVariable(name: "p", scope: !227, file: !3, line: 24, type: !22)
!233 = !DILocalVariable(name: "y", scope: !234, file: !3, line: 25, type: !22)
!234 = distinct !DILexicalBlock(scope: !227, file: !3, line: 25, column: 5)
!235 = !DILocalVariable(name: "x", scope: !236, file: !3, line: 26, type: !22)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 26, column: 9)
!237 = distinct !DILexicalBlock(scope: !234, file: !3, line: 25, column: 5)
!238 = !DILocation(line: 0, scope: !227)
!239 = !DILocation(line: 0, scope: !234)
!240 = !DILocation(line: 25, column: 5, scope: !234)
!241 = !DILocation(line: 0, scope: !236)
!242 = !DILocation(line: 27, column: 18, scope: !243)
!243 = distinct !DILexicalBlock(scope: !236, file: !3, line: 26, column: 9)
!244 = !DILocation(line: 27, column: 15, scope: !243)
!245 = !DILocation(line: 25, column: 29, scope: !237)
!246 = !DILocation(line: 25, column: 23, scope: !237)
!247 = distinct !{!247, !240, !248, !183}
!248 = !DILocation(line: 27, column: 24, scope: !234)
!249 = !DILocation(line: 28, column: 5, scope: !227)
!250 = distinct !DISubprogram(name: "hash", scope: !3, file: !3, line: 31, type: !251, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !254)
!251 = !DISubroutineType(types: !252)
!252 = !{!253, !25}
!253 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!254 = !{!255, !256, !257, !259}
!255 = !DILocalVariable(name: "g", arg: 1, scope: !250, file: !3, line: 31, type: !25)
!256 = !DILocalVariable(name: "h", scope: !250, file: !3, line: 32, type: !253)
!257 = !DILocalVariable(name: "y", scope: !258, file: !3, line: 33, type: !22)
!258 = distinct !DILexicalBlock(scope: !250, file: !3, line: 33, column: 5)
!259 = !DILocalVariable(name: "x", scope: !260, file: !3, line: 34, type: !22)
!260 = distinct !DILexicalBlock(scope: !261, file: !3, line: 34, column: 9)
!261 = distinct !DILexicalBlock(scope: !258, file: !3, line: 33, column: 5)
!262 = !DILocation(line: 0, scope: !250)
!263 = !DILocation(line: 0, scope: !258)
!264 = !DILocation(line: 33, column: 5, scope: !258)
!265 = !DILocation(line: 0, scope: !260)
!266 = !DILocation(line: 35, column: 22, scope: !267)
!267 = distinct !DILexicalBlock(scope: !260, file: !3, line: 34, column: 9)
!268 = !DILocation(line: 35, column: 20, scope: !267)
!269 = !DILocation(line: 35, column: 31, scope: !267)
!270 = !DILocation(line: 33, column: 29, scope: !261)
!271 = !DILocation(line: 33, column: 23, scope: !261)
!272 = distinct !{!272, !264, !273, !183}
!273 = !DILocation(line: 35, column: 33, scope: !258)
!274 = !DILocation(line: 36, column: 5, scope: !250)
!275 = !DISubprogram(name: "puts", scope: !223, file: !223, line: 661, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!22, !37}
